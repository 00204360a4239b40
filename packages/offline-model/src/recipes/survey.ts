import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import { RESPONSES_CONTEXT, SCALE_FIELD, SURVEY_LIB } from './survey-components';
import { SURVEY_COPY } from './survey-copy';
import { SURVEY_PAGE } from './survey-pages';
import { sampleAnswers, surveyQuestions } from './survey-questions';
import { BAR_LIST, RESULTS_PAGE } from './survey-results';
import type { Recipe } from './types';

/** A survey with an NPS question and typed questions from the subject, and a results page. */
export const surveyRecipe: Recipe = {
  id: 'survey',
  label: 'Survey',
  defaultNames: ['Pulse', 'Feedback', 'Sounding', 'Tell Us'],
  palette: { primary: '#0f766e', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = SURVEY_COPY[language];
    const questions = surveyQuestions(spec.domain, spec.prompt, language);
    const nav = [
      { to: '/', label: c.nav.survey, icon: 'ClipboardList' },
      { to: '/results', label: c.nav.results, icon: 'ChartBar' },
    ];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: a feedback survey with an NPS question and its results, for ${spec.topic}.`
          : c.description(spec.name),
      routes: [{ path: '/results', component: 'Results', file: 'src/pages/Results.tsx' }],
      nav,
      icon: 'ClipboardList',
      layout: 'app',
      provider: {
        component: 'ResponsesProvider',
        importLine: `import { ResponsesProvider } from '@/components/survey/responses-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'ClipboardList',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        {
          path: 'src/lib/survey.ts',
          content: SURVEY_LIB(
            {
              nps: lit(c.nps(spec.name)),
              choice: lit(questions.choice.label),
              options: lit(questions.choice.options),
              rating: lit(questions.rating),
              comment: lit(questions.comment),
              samples: lit(sampleAnswers(language)),
            },
            c,
          ),
        },
        { path: 'src/components/survey/responses-context.tsx', content: RESPONSES_CONTEXT },
        { path: 'src/components/survey/scale-field.tsx', content: SCALE_FIELD },
        { path: 'src/components/survey/bar-list.tsx', content: BAR_LIST },
        {
          path: 'src/pages/Index.tsx',
          content: SURVEY_PAGE(jsxText(spec.name), jsxText(c.intro(spec.name)), c),
        },
        { path: 'src/pages/Results.tsx', content: RESULTS_PAGE(c) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the survey in ${PROMPT_LANGUAGES[language]}, as you wrote, its questions and sample comments too, with dates and numbers in its format`,
            ]),
        `an NPS question (0–10), "${questions.choice.label}", a 1–5 rating and an optional comment, checked with a message next to each question that needs an answer`,
        'responses kept in the browser (localStorage), with twelve sample responses, marked as samples, so the results are not empty; Reset deletes them all',
        'a results page: the NPS score (% promoters − % detractors), a 0–10 bar chart, counts per answer, the average rating and recent comments',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to teal',
        'Add an about page',
        'Make it mobile responsive',
      ],
    };
  },
};
