/** A feature card: an icon, a title and a line of text. */
export function featureSource(name: string, description: string): string {
  return `import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  title?: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** ${description} */
export function ${name}({
  title = 'Built for speed',
  description = 'Every page loads in a blink, on every device, so visitors stay with you.',
  icon = <Sparkles className="size-5" aria-hidden="true" />,
  children,
  className,
}: ${name}Props) {
  return (
    <Card className={cn('w-full max-w-sm text-left transition-shadow hover:shadow-md', className)}>
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  );
}
`;
}
