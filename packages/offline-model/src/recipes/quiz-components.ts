import type { QuizCopy } from './quiz-copy';
import { lit, jsxText as t } from './shared/ts-literal';

/**
 * The quiz's parts: one question at a time as a fieldset of radio buttons, feedback said in words
 * (never by colour alone) once it is answered, and a score screen that reviews every answer.
 */

export const QUIZ_LIB = (
  title: string,
  questions: string,
  c: QuizCopy,
) => `export type Question = { question: string; choices: string[]; answer: number; fact: string };

export const QUIZ_TITLE = ${title};

export const QUESTIONS: Question[] = ${questions};

/** A line for a score, from a perfect round down. */
export function verdict(score: number, total: number): string {
  const share = total === 0 ? 0 : score / total;
  if (share === 1) return ${lit(c.verdict.perfect)};
  if (share >= 0.75) return ${lit(c.verdict.great)};
  if (share >= 0.5) return ${lit(c.verdict.notBad)};
  return ${lit(c.verdict.keepGoing)};
}
`;

export const QUESTION_CARD = (c: QuizCopy) => `import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Question } from '@/lib/quiz';
import { cn } from '@/lib/utils';

/** One question: pick an answer, check it, read whether it was right, then go on. */
export function QuestionCard({
  question,
  number,
  total,
  onAnswer,
  onNext,
}: {
  question: Question;
  number: number;
  total: number;
  onAnswer: (choice: number) => void;
  onNext: () => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const nextRef = useRef<HTMLButtonElement>(null);
  const isLast = number === total;

  useEffect(() => {
    if (checked) nextRef.current?.focus();
  }, [checked]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setError(${lit(c.card.chooseFirst)});
      return;
    }
    setError('');
    setChecked(true);
    onAnswer(selected);
  };
  const isRight = selected === question.answer;

  return (
    <form onSubmit={check} className="space-y-5" noValidate>
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">
          {${lit(c.card.questionOf)}.replace('{n}', String(number)).replace('{total}', String(total))}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={${lit(c.card.progress)}}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={number - 1}
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: \`\${((number - 1) / total) * 100}%\` }} />
        </div>
      </div>
      <fieldset className="space-y-3" aria-describedby={error ? 'answer-error' : undefined}>
        <legend className="mb-3 text-xl font-semibold leading-snug">{question.question}</legend>
        {question.choices.map((choice, index) => {
          const isAnswer = checked && index === question.answer;
          const isWrongPick = checked && index === selected && !isRight;
          return (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                selected === index && !checked && 'border-primary bg-primary/5',
                isAnswer && 'border-emerald-700 bg-emerald-50 dark:bg-emerald-950',
                isWrongPick && 'border-destructive bg-destructive/5',
                checked && 'cursor-default',
              )}
            >
              <input
                type="radio"
                name="answer"
                value={index}
                checked={selected === index}
                disabled={checked}
                onChange={() => {
                  setSelected(index);
                  setError('');
                }}
                className="size-4 accent-primary"
              />
              <span className="min-w-0 flex-1 break-words">{choice}</span>
              {isAnswer ? (
                <span className="flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  ${t(c.card.rightAnswer)}
                </span>
              ) : null}
              {isWrongPick ? (
                <span className="flex items-center gap-1 text-sm font-medium text-destructive">
                  <XCircle className="size-4" aria-hidden="true" />
                  ${t(c.card.yourAnswer)}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p id="answer-error" className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {checked ? (
          <div className={cn('rounded-lg border p-4', isRight ? 'border-emerald-700' : 'border-destructive')}>
            <p className="flex items-center gap-2 font-semibold">
              {isRight ? (
                <CheckCircle2 className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <XCircle className="size-5 text-destructive" aria-hidden="true" />
              )}
              {isRight
                ? ${lit(c.card.correct)}
                : ${lit(c.card.incorrect)}.replace('{answer}', question.choices[question.answer] ?? '')}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{question.fact}</p>
          </div>
        ) : null}
      </div>
      {checked ? (
        <Button ref={nextRef} type="button" size="lg" className="w-full sm:w-auto" onClick={onNext}>
          {isLast ? ${lit(c.card.seeScore)} : ${lit(c.card.next)}}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          ${t(c.card.check)}
        </Button>
      )}
    </form>
  );
}
`;

export const SCORE_SUMMARY = (
  c: QuizCopy,
) => `import { CheckCircle2, RotateCcw, Trophy, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { type Question, verdict } from '@/lib/quiz';

/** The end of a round: the score, the best so far, and every question with both answers. */
export function ScoreSummary({
  questions,
  answers,
  best,
  onPlayAgain,
}: {
  questions: Question[];
  answers: number[];
  best: number;
  onPlayAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const score = answers.filter((answer, index) => answer === questions[index]?.answer).length;
  const total = questions.length;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-6">
      <div className="text-center">
        <Trophy className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-semibold outline-none">
          {${lit(c.summary.scored)}.replace('{score}', String(score)).replace('{total}', String(total))}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {verdict(score, total)}{' '}
          {score >= best
            ? ${lit(c.summary.isBest)}
            : ${lit(c.summary.best)}.replace('{best}', String(best)).replace('{total}', String(total))}
        </p>
        <Button size="lg" className="mt-4" onClick={onPlayAgain}>
          <RotateCcw aria-hidden="true" />
          ${t(c.summary.playAgain)}
        </Button>
      </div>
      <section aria-labelledby="review-heading" className="space-y-3">
        <h3 id="review-heading" className="font-semibold">
          ${t(c.summary.review)}
        </h3>
        <ol className="space-y-3">
          {questions.map((question, index) => {
            const answer = answers[index];
            const isRight = answer === question.answer;
            return (
              <li key={question.question} className="rounded-lg border p-3">
                <p className="font-medium">
                  {index + 1}. {question.question}
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm">
                  {isRight ? (
                    <CheckCircle2 className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
                  ) : (
                    <XCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  <span>
                    {(isRight ? ${lit(c.summary.right)} : ${lit(c.summary.wrong)}).replace(
                      '{answer}',
                      answer === undefined ? ${lit(c.summary.nothing)} : (question.choices[answer] ?? ''),
                    )}
                  </span>
                </p>
                {isRight ? null : (
                  <p className="mt-0.5 pl-5.5 text-sm text-muted-foreground">
                    {${lit(c.summary.answerIs)}.replace('{answer}', question.choices[question.answer] ?? '')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
`;
