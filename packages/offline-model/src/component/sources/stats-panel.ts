/** A stats panel: figures with their change this month. */
export function statsSource(name: string, description: string): string {
  return `import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Stat = { label: string; value: string; change: number };

export type ${name}Props = {
  stats?: ${name}Stat[];
  className?: string;
};

const STATS: ${name}Stat[] = [
  { label: 'Monthly visitors', value: '48.2k', change: 12.4 },
  { label: 'Sign-ups', value: '1,930', change: 8.1 },
  { label: 'Churn', value: '2.3%', change: -0.6 },
];

/** ${description} */
export function ${name}({ stats = STATS, className }: ${name}Props) {
  return (
    <div className={cn('grid w-full max-w-3xl gap-4 text-left sm:grid-cols-3', className)}>
      {stats.map((stat) => {
        const isUp = stat.change >= 0;
        const Trend = isUp ? TrendingUp : TrendingDown;
        return (
          <Card key={stat.label}>
            <CardContent className="space-y-2 pt-6">
              <p className="text-muted-foreground text-sm">{stat.label}</p>
              <p className="font-semibold text-3xl tracking-tight">{stat.value}</p>
              <p
                className={cn(
                  'flex items-center gap-1 font-medium text-xs',
                  isUp ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400',
                )}
              >
                <Trend className="size-3.5" aria-hidden="true" />
                {isUp ? '+' : ''}
                {stat.change}% this month
              </p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
`;
}
