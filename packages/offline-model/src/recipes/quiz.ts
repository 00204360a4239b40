import { noteSuffix, takeAsked } from '../counts';
import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { EN_BANKS, pickBank } from './quiz-banks';
import { QUESTION_CARD, QUIZ_LIB, SCORE_SUMMARY } from './quiz-components';
import { QUIZ_COPY } from './quiz-copy';
import { QUIZ_PAGE, SCORES_CONTEXT, SCORES_PAGE } from './quiz-pages';
import { appLayout } from './shared/app-layout';
import { jsxText, lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** "questions" in the prompt languages, for the count a prompt asks for. */
const QUESTION_NOUNS = 'questions?|preguntas?|fragen?|perguntas?|domand[ae]';

/** A quiz with scoring: a question bank picked by the prompt's topic, feedback per answer, best scores. */
export const quizRecipe: Recipe = {
  id: 'quiz',
  label: 'Quiz',
  defaultNames: ['Brainy', 'Quizzical', 'Know It', 'Trivio'],
  palette: { primary: '#6d28d9', accent: '#b45309' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, language }) {
    const c = QUIZ_COPY[language];
    // The bank the prompt's subject asks for, written in the prompt's language.
    const bank = pickBank(spec.prompt, language);
    const english = EN_BANKS[bank.id].title.toLowerCase();
    // "A quiz with 5 questions" gets five; more than the bank holds gets all of them, and says so.
    // The noun in each language ("20 preguntas", "15 Fragen"); counts in words are read in English only.
    const taken = takeAsked(spec.prompt, QUESTION_NOUNS, bank.questions);
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
              `every word of the quiz in ${PROMPT_LANGUAGES[language]}, as you wrote, with dates in its format, ${count} from its ${english} bank included${noteSuffix(taken.note('src/lib/quiz.ts'))}`,
            ]),
        `${count} from its ${english} bank (${where}), one at a time with a progress bar`,
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
