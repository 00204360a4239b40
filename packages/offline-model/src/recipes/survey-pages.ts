import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
import type { SurveyCopy } from './survey-copy';
/** The survey's form page: validation said next to each question, the response kept in localStorage. */

export const SURVEY_PAGE = (
  title: string,
  intro: string,
  c: SurveyCopy,
) => `import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useResponses } from '@/components/survey/responses-context';
import { ScaleField } from '@/components/survey/scale-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  CHOICE_OPTIONS,
  CHOICE_QUESTION,
  COMMENT_MAX,
  COMMENT_QUESTION,
  NPS_QUESTION,
  RATING_LABELS,
  RATING_QUESTION,
} from '@/lib/survey';

type Errors = Partial<Record<'nps' | 'choice' | 'rating' | 'comment', string>>;

export default function Index() {
  const { add } = useResponses();
  const [nps, setNps] = useState<number | null>(null);
  const [choice, setChoice] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isSent, setIsSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (nps === null) next.nps = ${lit(c.errors.nps)};
    if (!choice) next.choice = ${lit(c.errors.choice)};
    if (rating === null) next.rating = ${lit(c.errors.rating)};
    if (comment.length > COMMENT_MAX) next.comment = ${lit(c.errors.tooLong)}
        .replace('{max}', String(COMMENT_MAX))
        .replace('{n}', String(comment.length));
    setErrors(next);
    const first = (['nps', 'choice', 'rating', 'comment'] as const).find((field) => next[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(\`[name="\${first}"]\`)?.focus();
      return;
    }
    if (nps === null || rating === null) return;
    add({ nps, choice, rating, comment: comment.trim() });
    setIsSent(true);
  };
  const again = () => {
    setNps(null);
    setChoice('');
    setRating(null);
    setComment('');
    setIsSent(false);
  };
  const errorCount = Object.keys(errors).length;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <Card>
        <CardContent>
          {isSent ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
              <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
              <h2 className="text-xl font-semibold">${t(c.thanks)}</h2>
              <p className="text-muted-foreground">${t(c.saved)}</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/results">${t(c.seeResults)}</Link>
                </Button>
                <Button variant="outline" onClick={again}>
                  ${t(c.answerAgain)}
                </Button>
              </div>
            </div>
          ) : (
            <form ref={formRef} onSubmit={submit} noValidate className="space-y-8">
              {errorCount > 0 ? (
                <p role="alert" className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive">
                  {errorCount === 1 ? ${lit(c.errorsOne)} : ${lit(c.errorsMany)}.replace('{n}', String(errorCount))}
                </p>
              ) : null}
              <ScaleField
                name="nps"
                legend={NPS_QUESTION}
                from={0}
                to={10}
                low={${lit(c.npsLow)}}
                high={${lit(c.npsHigh)}}
                value={nps}
                error={errors.nps}
                onChange={setNps}
              />
              <fieldset className="space-y-2" aria-describedby={errors.choice ? 'choice-error' : undefined}>
                <legend className="mb-2 font-medium">{CHOICE_QUESTION}</legend>
                {CHOICE_OPTIONS.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input
                      type="radio"
                      name="choice"
                      value={option}
                      checked={choice === option}
                      onChange={() => setChoice(option)}
                      className="size-4 accent-primary"
                    />
                    {option}
                  </label>
                ))}
                {errors.choice ? (
                  <p id="choice-error" className="text-sm font-medium text-destructive">
                    {errors.choice}
                  </p>
                ) : null}
              </fieldset>
              <ScaleField
                name="rating"
                legend={RATING_QUESTION}
                from={1}
                to={5}
                low={RATING_LABELS[0] ?? ''}
                high={RATING_LABELS[4] ?? ''}
                value={rating}
                error={errors.rating}
                onChange={setRating}
              />
              <div className="space-y-2">
                <Label htmlFor="comment">{COMMENT_QUESTION}</Label>
                <Textarea
                  id="comment"
                  name="comment"
                  rows={4}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  aria-invalid={errors.comment ? true : undefined}
                  aria-describedby={errors.comment ? 'comment-count comment-error' : 'comment-count'}
                />
                <p id="comment-count" className="text-xs text-muted-foreground">
                  {${lit(c.commentCount)}.replace('{n}', String(comment.length)).replace('{max}', String(COMMENT_MAX))}
                </p>
                {errors.comment ? (
                  <p id="comment-error" className="text-sm font-medium text-destructive">
                    {errors.comment}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                <Send aria-hidden="true" />
                ${t(c.submit)}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
`;
