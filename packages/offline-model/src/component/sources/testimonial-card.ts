/** A testimonial card: a quote with a star rating, the author and their role. */
export function testimonialSource(name: string, description: string): string {
  return `import { Quote, Star } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ${name}Props = {
  quote?: string;
  author?: string;
  role?: string;
  /** From 1 to 5. */
  rating?: number;
  className?: string;
};

function initials(author: string): string {
  return author
    .split(/\\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** ${description} */
export function ${name}({
  quote = 'It took us an afternoon to launch, and our customers noticed the difference the same week.',
  author = 'Maya Okafor',
  role = 'Founder, Northwind Studio',
  rating = 5,
  className,
}: ${name}Props) {
  return (
    <Card className={cn('w-full max-w-md text-left', className)}>
      <CardContent className="space-y-5 pt-6">
        <div className="flex items-center justify-between">
          <Quote className="size-7 text-primary/70" aria-hidden="true" />
          <p className="flex gap-0.5" aria-label={\`Rated \${rating} out of 5\`}>
            {[1, 2, 3, 4, 5].map((star) => (
              <Star
                key={star}
                aria-hidden="true"
                className={cn('size-4', star <= rating ? 'fill-primary text-primary' : 'text-muted-foreground/40')}
              />
            ))}
          </p>
        </div>
        <blockquote className="text-base leading-relaxed">“{quote}”</blockquote>
        <figcaption className="flex items-center gap-3">
          <Avatar>
            <AvatarFallback>{initials(author)}</AvatarFallback>
          </Avatar>
          <span>
            <span className="block font-medium text-sm">{author}</span>
            <span className="block text-muted-foreground text-xs">{role}</span>
          </span>
        </figcaption>
      </CardContent>
    </Card>
  );
}
`;
}
