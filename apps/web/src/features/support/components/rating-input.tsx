import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/cn';

const RATINGS = [1, 2, 3, 4, 5] as const;

export type RatingInputProps = {
  value: number | null;
  onValueChange: (value: number) => void;
  labelId: string;
};

/** Five stars as a radio group: arrow keys move, each star named "n stars". */
export function RatingInput({ value, onValueChange, labelId }: RatingInputProps) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelId}
      orientation="horizontal"
      value={value ? String(value) : ''}
      onValueChange={(next) => onValueChange(Number(next))}
      className="flex items-center gap-1"
    >
      {RATINGS.map((rating) => {
        const isLit = value !== null && rating <= value;
        return (
          <RadioGroup.Item
            key={rating}
            value={String(rating)}
            aria-label={rating === 1 ? '1 star' : `${rating} stars`}
            className="rounded-md p-1 text-zinc-300 transition-colors outline-none hover:text-amber-400 focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            <Star aria-hidden="true" className={cn('size-6', isLit && 'fill-amber-400 text-amber-400')} />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
