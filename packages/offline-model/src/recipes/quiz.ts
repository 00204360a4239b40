import { takeAsked } from '../counts';
import { pickBank } from './quiz-banks';
import { QUESTION_CARD, QUIZ_LIB, SCORE_SUMMARY } from './quiz-components';
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
  plan({ spec }) {
    const bank = pickBank(spec.prompt);
    // "A quiz with 5 questions" gets five; more than the bank holds gets all of them, and says so.
    const taken = takeAsked(spec.prompt, 'questions?', bank.questions);
    const questions = taken.items;
    const count = `${questions.length} multiple-choice question${questions.length === 1 ? '' : 's'}`;
    const where = taken.note('src/lib/quiz.ts') ?? 'edit them in src/lib/quiz.ts';
    const nav = [
      { to: '/', label: 'Quiz', icon: 'CircleHelp' },
      { to: '/scores', label: 'Scores', icon: 'Trophy' },
    ];
    return {
      description: `${spec.name}: a ${bank.title.toLowerCase()} quiz with scoring${spec.topic ? `, for ${spec.topic}` : ''}.`,
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
            subtitle: 'Scores kept in this browser',
          }),
        },
        { path: 'src/lib/quiz.ts', content: QUIZ_LIB(lit(bank.title), lit(questions)) },
        { path: 'src/components/quiz/question-card.tsx', content: QUESTION_CARD },
        { path: 'src/components/quiz/score-summary.tsx', content: SCORE_SUMMARY },
        { path: 'src/components/quiz/scores-context.tsx', content: SCORES_CONTEXT },
        {
          path: 'src/pages/Index.tsx',
          content: QUIZ_PAGE(
            jsxText(spec.name),
            'One question at a time; see how you did after each answer.',
          ),
        },
        { path: 'src/pages/Scores.tsx', content: SCORES_PAGE },
      ],
      highlights: [
        `${count} from its ${bank.title.toLowerCase()} bank (${where}), one at a time with a progress bar`,
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
