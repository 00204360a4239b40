import { takeAsked } from '../counts';
import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { pickBank } from './quiz-banks';
import { GENERAL_BANKS } from './quiz-banks-translations';
import { QUESTION_CARD, QUIZ_LIB, SCORE_SUMMARY } from './quiz-components';
import { QUIZ_COPY } from './quiz-copy';
import { QUIZ_PAGE, SCORES_CONTEXT, SCORES_PAGE } from './quiz-pages';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** A quiz with scoring: a question bank picked by the prompt's topic, feedback per answer, best scores. */
export const quizRecipe: Recipe = {
  id: 'quiz',
  label: 'Quiz',
  defaultNames: ['Brainy', 'Quizzical', 'Know It', 'Trivio'],
  palette: { primary: '#6d28d9', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = QUIZ_COPY[language];
    const asked = pickBank(spec.prompt);
    // A topic the English banks cover, asked for in another language: said in the reply, not played.
    const otherTopic =
      language === 'en'
        ? null
        : asked.id === 'geography' || /capital|geogra|g[ée]ograph|hauptst[äa]dt|erdkunde/i.test(spec.prompt)
          ? 'world capitals'
          : asked.id === 'science' ||
              /cien|scien|wissenschaft|f[íi]sica|chimi|qu[íi]mica|biolog|planet/i.test(spec.prompt)
            ? 'science'
            : null;
    // In another language the quiz plays its general-knowledge bank written in that language, and says so.
    const bank = language === 'en' ? asked : GENERAL_BANKS[language];
    // "A quiz with 5 questions" gets five; more than the bank holds gets all of them, and says so.
    const taken = takeAsked(spec.prompt, 'questions?', bank.questions);
    const questions = taken.items;
    const count = `${questions.length} multiple-choice question${questions.length === 1 ? '' : 's'}`;
    const where = taken.note('src/lib/quiz.ts') ?? 'edit them in src/lib/quiz.ts';
    const nav = [
      { to: '/', label: c.nav.quiz, icon: 'CircleHelp' },
      { to: '/scores', label: c.nav.scores, icon: 'Trophy' },
    ];
    return {
      description:
        language === 'en' && spec.topic
          ? `${spec.name}: a ${bank.title.toLowerCase()} quiz with scoring, for ${spec.topic}.`
          : c.description(spec.name, bank.title),
      routes: [{ path: '/scores', component: 'Scores', file: 'src/pages/Scores.tsx' }],
      nav,
      icon: 'CircleHelp',
      layout: 'app',
      provider: {
        component: 'ScoresProvider',
        importLine: `import { ScoresProvider } from '@/components/quiz/scores-context';`,
      },
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'CircleHelp',
            nav,
            subtitle: c.subtitle,
            language,
          }),
        },
        { path: 'src/lib/quiz.ts', content: QUIZ_LIB(lit(bank.title), lit(questions), c) },
        { path: 'src/components/quiz/question-card.tsx', content: QUESTION_CARD(c) },
        { path: 'src/components/quiz/score-summary.tsx', content: SCORE_SUMMARY(c) },
        { path: 'src/components/quiz/scores-context.tsx', content: SCORES_CONTEXT },
        {
          path: 'src/pages/Index.tsx',
          content: QUIZ_PAGE(jsxText(spec.name), jsxText(c.intro), c),
        },
        { path: 'src/pages/Scores.tsx', content: SCORES_PAGE(c) },
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the quiz in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates in its format; its questions are the general-knowledge bank written in ${PROMPT_LANGUAGES[language]}${otherTopic ? ` (its ${otherTopic} questions exist in English only, so they are not used)` : ''}`,
            ]),
        `${count} from its ${language === 'en' ? bank.title.toLowerCase() : 'general-knowledge'} bank (${where}), one at a time with a progress bar`,
        'after each answer it says whether it was right and gives the right answer and a short fact, in words and not by colour alone',
        'a score screen that reviews every answer with "Play again", and a scores page with your best rounds, kept in the browser (localStorage)',
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
