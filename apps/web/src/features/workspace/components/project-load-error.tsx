import { MESSAGES } from '@kiln/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ProjectLoadErrorProps = { onRetry: () => void; isRetrying: boolean };

/** Any failure other than 404: seed 002 §8 "Failed to fetch project data", with a retry. */
export function ProjectLoadError({ onRetry, isRetrying }: ProjectLoadErrorProps) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm text-zinc-600">{MESSAGES.FETCH_PROJECT_FAILED}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw className={isRetrying ? 'animate-spin' : undefined} /> Try again
      </Button>
    </div>
  );
}
