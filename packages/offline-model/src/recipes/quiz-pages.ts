/** The quiz's pages: the round itself, and the scores kept in localStorage. */

import type { QuizCopy } from './quiz-copy';
import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';

export const SCORES_CONTEXT = storedListContext({
  name: 'Scores',
  item: 'Score',
  itemType: 'export type Score = { id: string; score: number; total: number; playedAt: number };\n',
  list: 'scores',
  storageKey: 'quiz-scores',
  actions: [
    {
      name: 'add',
      type: '(score: number, total: number) => void',
      code: '(score, total) =>\n        setList((current) => [{ id: newId(), score, total, playedAt: Date.now() }, ...current].slice(0, 100))',
    },
    { name: 'clear', type: '() => void', code: '() => setList([])' },
  ],
});

export const QUIZ_PAGE = (title: string, intro: string, c: QuizCopy) => `import { useState } from 'react';
import { QuestionCard } from '@/components/quiz/question-card';
import { ScoreSummary } from '@/components/quiz/score-summary';
import { useScores } from '@/components/quiz/scores-context';
import { Card, CardContent } from '@/components/ui/card';
import { QUESTIONS, QUIZ_TITLE } from '@/lib/quiz';

export default function Index() {
  const { scores, add } = useScores();
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const isDone = index >= QUESTIONS.length;
  const question = QUESTIONS[index];

  const answer = (choice: number) => setAnswers((current) => [...current, choice]);
  const next = () => {
    if (index + 1 === QUESTIONS.length) {
      const score = answers.filter((choice, at) => choice === QUESTIONS[at]?.answer).length;
      add(score, QUESTIONS.length);
    }
    setIndex(index + 1);
  };
  const playAgain = () => {
    setAnswers([]);
    setIndex(0);
    setRound(round + 1);
  };
  const best = Math.max(0, ...scores.map((entry) => entry.score));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">${title}</h1>
        <p className="mt-1 text-muted-foreground">
          ${intro} {QUIZ_TITLE}: {${lit(c.questions)}.replace('{n}', String(QUESTIONS.length))}
        </p>
      </div>
      <Card>
        <CardContent>
          {isDone || !question ? (
            <ScoreSummary questions={QUESTIONS} answers={answers} best={best} onPlayAgain={playAgain} />
          ) : (
            <QuestionCard
              key={\`\${round}-\${index}\`}
              question={question}
              number={index + 1}
              total={QUESTIONS.length}
              onAnswer={answer}
              onNext={next}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
`;

export const SCORES_PAGE = (c: QuizCopy) => `import { Medal, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useScores } from '@/components/quiz/scores-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export default function Scores() {
  const { scores, clear } = useScores();
  const best = [...scores].sort((a, b) => b.score / b.total - a.score / a.total || a.playedAt - b.playedAt).slice(0, 5);
  const percent = new Intl.NumberFormat(${lit(c.locale)}, { style: 'percent' });
  const time = new Intl.DateTimeFormat(${lit(c.locale)}, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">${t(c.scores.title)}</h1>
          <p className="mt-1 text-muted-foreground">
            {(new Intl.PluralRules(${lit(c.locale)}).select(scores.length) === 'one' ? ${lit(c.scores.one)} : ${lit(c.scores.many)}).replace('{n}', String(scores.length))}
          </p>
        </div>
        {scores.length > 0 ? (
          <Button variant="outline" onClick={clear}>
            <Trash2 aria-hidden="true" />
            ${t(c.scores.clear)}
          </Button>
        ) : null}
      </div>
      {scores.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Medal className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">${t(c.scores.emptyTitle)}</p>
            <p className="text-sm text-muted-foreground">
              ${t(c.scores.emptyText)}{' '}
              <Link to="/" className="font-medium text-primary underline underline-offset-4">
                ${t(c.scores.playNow)}
              </Link>
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>${t(c.scores.best)}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-2" aria-label={${lit(c.scores.best)}}>
                {best.map((entry, rank) => (
                  <li key={entry.id} className="flex items-center gap-3">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                      {rank + 1}
                    </span>
                    <span className="font-medium tabular-nums">
                      {${lit(c.scores.of)}.replace('{score}', String(entry.score)).replace('{total}', String(entry.total))}
                    </span>
                    <span className="ml-auto text-sm text-muted-foreground">{time.format(entry.playedAt)}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <ul className="divide-y rounded-xl border bg-card" aria-label={${lit(c.scores.all)}}>
            {scores.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-medium tabular-nums">
                  {${lit(c.scores.of)}.replace('{score}', String(entry.score)).replace('{total}', String(entry.total))} (
                  {percent.format(entry.score / entry.total)})
                </span>
                <span className="text-sm text-muted-foreground">{time.format(entry.playedAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
`;
