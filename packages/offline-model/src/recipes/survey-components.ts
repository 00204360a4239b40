/**
 * The survey's library and form: the questions, the NPS arithmetic, sample responses marked as such,
 * and a form that says what is missing next to each question and moves focus to the first.
 */
import { storedListContext } from './shared/stored-list';
import { lit } from './shared/ts-literal';
import type { SurveyCopy } from './survey-copy';

export const SURVEY_LIB = (
  {
    nps,
    choice,
    options,
    rating,
    comment,
    samples,
  }: Record<'nps' | 'choice' | 'options' | 'rating' | 'comment' | 'samples', string>,
  c: SurveyCopy,
) => `export type Response = {
  id: string;
  nps: number;
  choice: string;
  rating: number;
  comment: string;
  submittedAt: number;
  /** Seeded so the results are not empty on day one; Reset removes them with the rest. */
  isSample?: boolean;
};

export const NPS_QUESTION = ${nps};
export const CHOICE_QUESTION = ${choice};
export const CHOICE_OPTIONS: string[] = ${options};
export const RATING_QUESTION = ${rating};
export const COMMENT_QUESTION = ${comment};
export const RATING_LABELS = ${lit(c.ratingLabels)};
export const COMMENT_MAX = 500;

/** Dates and numbers the way the app's language writes them. */
export const LOCALE = ${lit(c.locale)};
export const formatPercent = (share: number) => new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(share / 100);
export const formatAverage = (value: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const DAY = 24 * 60 * 60 * 1000;
const SAMPLES: { nps: number; choice: number; rating: number; comment: string; daysAgo: number }[] = ${samples};

export const SAMPLE_RESPONSES: Response[] = SAMPLES.map((sample, index) => ({
  id: \`sample-\${index + 1}\`,
  nps: sample.nps,
  choice: CHOICE_OPTIONS[sample.choice % CHOICE_OPTIONS.length] ?? '',
  rating: sample.rating,
  comment: sample.comment,
  submittedAt: Date.now() - sample.daysAgo * DAY,
  isSample: true,
}));

/** Promoters answer 9–10, passives 7–8, detractors 0–6; the score is % promoters − % detractors. */
export function npsOf(responses: Response[]) {
  const promoters = responses.filter((response) => response.nps >= 9).length;
  const detractors = responses.filter((response) => response.nps <= 6).length;
  const passives = responses.length - promoters - detractors;
  const score = responses.length === 0 ? 0 : Math.round(((promoters - detractors) / responses.length) * 100);
  return { score, promoters, passives, detractors };
}
`;

export const RESPONSES_CONTEXT = storedListContext({
  name: 'Responses',
  item: 'Response',
  itemType: '',
  imports: `import { type Response, SAMPLE_RESPONSES } from '@/lib/survey';`,
  list: 'responses',
  storageKey: 'survey-responses',
  starter: 'SAMPLE_RESPONSES',
  actions: [
    {
      name: 'add',
      type: "(response: Omit<Response, 'id' | 'submittedAt'>) => void",
      code: '(response) =>\n        setList((current) => [{ ...response, id: newId(), submittedAt: Date.now() }, ...current])',
    },
    { name: 'reset', type: '() => void', code: '() => setList([])' },
  ],
});

export const SCALE_FIELD = `import { cn } from '@/lib/utils';

/** A row of numbered radio buttons (0–10 or 1–5) in a fieldset, with what the two ends mean. */
export function ScaleField({
  name,
  legend,
  from,
  to,
  low,
  high,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  from: number;
  to: number;
  low: string;
  high: string;
  value: number | null;
  error?: string;
  onChange: (value: number) => void;
}) {
  const values = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <fieldset className="space-y-3" aria-describedby={\`\${name}-ends\${error ? \` \${name}-error\` : ''}\`}>
      <legend className="font-medium">{legend}</legend>
      <div className={cn('grid gap-2', values.length > 5 ? 'grid-cols-6 sm:grid-cols-11' : 'grid-cols-5')}>
        {values.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="flex h-10 items-center justify-center rounded-md border text-sm font-medium tabular-nums transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2">
              {option}
            </span>
          </label>
        ))}
      </div>
      <p id={\`\${name}-ends\`} className="flex justify-between gap-4 text-xs text-muted-foreground">
        <span>
          {from}: {low}
        </span>
        <span className="text-right">
          {to}: {high}
        </span>
      </p>
      {error ? (
        <p id={\`\${name}-error\`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
`;
