/** The survey's results: the NPS score, its 0–10 distribution, counts per answer, recent comments. */
import { lit, jsxText as t } from './shared/ts-literal';
import type { SurveyCopy } from './survey-copy';

export const BAR_LIST = `import { formatPercent } from '@/lib/survey';

/** Horizontal bars drawn with divs; each row says its count and share in words too. */
export function BarList({ label, rows }: { label: string; rows: { name: string; count: number }[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ul className="space-y-3" aria-label={label}>
      {rows.map((row) => {
        const share = total === 0 ? 0 : Math.round((row.count / total) * 100);
        return (
          <li key={row.name} className="space-y-1">
            <div className="flex justify-between gap-3 text-sm">
              <span className="font-medium">{row.name}</span>
              <span className="text-muted-foreground tabular-nums">
                {row.count} ({formatPercent(share)})
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: \`\${share}%\` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
`;

export const RESULTS_PAGE = (c: SurveyCopy) => `import { MessageSquare, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BarList } from '@/components/survey/bar-list';
import { useResponses } from '@/components/survey/responses-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  CHOICE_OPTIONS,
  CHOICE_QUESTION,
  LOCALE,
  NPS_QUESTION,
  RATING_LABELS,
  RATING_QUESTION,
  formatAverage,
  formatPercent,
  npsOf,
} from '@/lib/survey';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

export default function Results() {
  const { responses, reset } = useResponses();
  const [isConfirming, setIsConfirming] = useState(false);
  const nps = npsOf(responses);
  const total = responses.length;
  const samples = responses.filter((response) => response.isSample).length;
  const byScore = SCORES.map((score) => responses.filter((response) => response.nps === score).length);
  const highest = Math.max(1, ...byScore);
  const average = total === 0 ? 0 : responses.reduce((sum, response) => sum + response.rating, 0) / total;
  const comments = responses.filter((response) => response.comment).slice(0, 5);
  const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">${t(c.results.title)}</h1>
          <p className="mt-1 text-muted-foreground">
            {(new Intl.PluralRules(LOCALE).select(total) === 'one' ? ${lit(c.results.one)} : ${lit(c.results.many)}).replace('{n}', String(total))}
            {samples > 0 ? ${lit(c.results.samples)}.replace('{n}', String(samples)) : ''}
            {${lit(c.results.kept)}}
          </p>
        </div>
        {total === 0 ? null : isConfirming ? (
          <div className="flex gap-2">
            <Button
              variant="destructive"
              onClick={() => {
                reset();
                setIsConfirming(false);
              }}
            >
              ${t(c.results.deleteAll)}
            </Button>
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              ${t(c.results.cancel)}
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setIsConfirming(true)}>
            <RotateCcw aria-hidden="true" />
            ${t(c.results.reset)}
          </Button>
        )}
      </div>
      {total === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <MessageSquare className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">${t(c.results.emptyTitle)}</p>
            <p className="text-sm text-muted-foreground">
              <Link to="/" className="font-medium text-primary underline underline-offset-4">
                ${t(c.results.emptyLink)}
              </Link>{' '}
              ${t(c.results.emptyRest)}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>${t(c.results.npsTitle)}</CardTitle>
              <CardDescription>{NPS_QUESTION}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
                <p className="text-5xl font-semibold tabular-nums tracking-tight">
                  <span className="sr-only">NPS: </span>
                  {nps.score > 0 ? \`+\${nps.score}\` : nps.score}
                </p>
                <dl className="grid w-full flex-1 grid-cols-3 gap-3 text-sm">
                  {[
                    [${lit(c.results.promoters)}, '9–10', nps.promoters],
                    [${lit(c.results.passives)}, '7–8', nps.passives],
                    [${lit(c.results.detractors)}, '0–6', nps.detractors],
                  ].map(([name, range, count]) => (
                    <div key={name}>
                      <dt className="text-muted-foreground">
                        {name} <span className="whitespace-nowrap">({range})</span>
                      </dt>
                      <dd className="font-semibold tabular-nums">
                        {count} ({formatPercent(percent(Number(count)))})
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              <div>
                <h2 className="mb-3 text-sm font-medium">${t(c.results.scores)}</h2>
                <ol className="flex h-40 items-end gap-1" aria-label={${lit(c.results.byScore)}}>
                  {SCORES.map((score) => (
                    <li key={score} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                      <span className="text-xs text-muted-foreground tabular-nums">{byScore[score]}</span>
                      <div
                        className={score >= 9 ? 'w-full rounded-t bg-primary' : score >= 7 ? 'w-full rounded-t bg-primary/60' : 'w-full rounded-t bg-primary/30'}
                        style={{ height: \`\${((byScore[score] ?? 0) / highest) * 100}%\` }}
                      />
                      <span className="text-xs font-medium tabular-nums">
                        <span className="sr-only">{${lit(`${c.results.score} `)}}</span>
                        {score}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            </CardContent>
          </Card>
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{CHOICE_QUESTION}</CardTitle>
              </CardHeader>
              <CardContent>
                <BarList
                  label={CHOICE_QUESTION}
                  rows={CHOICE_OPTIONS.map((option) => ({
                    name: option,
                    count: responses.filter((response) => response.choice === option).length,
                  }))}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{RATING_QUESTION}</CardTitle>
                <CardDescription>{${lit(c.results.average)}.replace('{avg}', formatAverage(average))}</CardDescription>
              </CardHeader>
              <CardContent>
                <BarList
                  label={RATING_QUESTION}
                  rows={[5, 4, 3, 2, 1].map((value) => ({
                    name: \`\${value}: \${RATING_LABELS[value - 1]}\`,
                    count: responses.filter((response) => response.rating === value).length,
                  }))}
                />
              </CardContent>
            </Card>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>${t(c.results.comments)}</CardTitle>
            </CardHeader>
            <CardContent>
              {comments.length === 0 ? (
                <p className="text-sm text-muted-foreground">${t(c.results.noComments)}</p>
              ) : (
                <ul className="divide-y" aria-label={${lit(c.results.comments)}}>
                  {comments.map((response) => (
                    <li key={response.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                      <p>{response.comment}</p>
                      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <Badge variant="secondary">{${lit(c.results.scored)}.replace('{n}', String(response.nps))}</Badge>
                        {date.format(response.submittedAt)}
                        {response.isSample ? ${lit(` · ${c.results.sample}`)} : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
`;
