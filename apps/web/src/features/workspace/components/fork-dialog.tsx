import { MESSAGES, type Platform } from '@kiln/contracts';
import { CircleCheck, GitFork } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { workspaceHref } from '@/features/projects';
import { forkProgressFraction, forkProgressLabel } from '../fork-progress';

export type ForkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  startedAt: number;
  projectName: string;
  platform: Platform;
  forked: { _id: string } | null;
  /** The owner's copy reads "Duplicate" (seed 000 §2); everyone else's reads "Fork". */
  isDuplicate?: boolean;
};

const TICK_MS = 250;

/** Seed 000 §2 and §4: progress labels while the copy runs, then the new project's URL. */
export function ForkDialog({
  open,
  onOpenChange,
  startedAt,
  projectName,
  platform,
  forked,
  isDuplicate = false,
}: ForkDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  const isDone = forked !== null;

  useEffect(() => {
    if (!open || isDone) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [open, isDone]);

  const elapsed = Math.max(0, now - startedAt);
  const newPath = forked ? workspaceHref(forked._id, platform) : '';
  const newUrl = forked ? `${window.location.origin}${newPath}` : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={isDone} onEscapeKeyDown={(event) => !isDone && event.preventDefault()}>
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-600 ring-1 ring-ember-100">
            {isDone ? <CircleCheck className="size-5" /> : <GitFork className="size-5" />}
          </span>
          <DialogTitle>
            {isDuplicate
              ? isDone
                ? 'Project duplicated'
                : 'Duplicating project'
              : isDone
                ? 'Project forked'
                : 'Forking project'}
          </DialogTitle>
          <DialogDescription>
            {isDone
              ? 'Your copy is ready. It is yours to change.'
              : `Making your own copy of “${projectName}”.`}
          </DialogDescription>
        </DialogHeader>

        {isDone ? (
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 pr-1 pl-3">
            <span className="min-w-0 flex-1 truncate font-mono text-[12.5px] text-zinc-700">{newUrl}</span>
            <CopyButton value={newUrl} label="Copy project URL" successMessage={MESSAGES.URL_COPIED} />
          </div>
        ) : (
          <div className="flex flex-col gap-2.5">
            <p role="status" className="text-[13px] font-medium text-zinc-700">
              {forkProgressLabel(elapsed)}…
            </p>
            <div className="h-1.5 overflow-hidden rounded-full bg-zinc-100">
              <div
                className="h-full rounded-full bg-ember-500 transition-[width] duration-300 ease-out"
                style={{ width: `${Math.round(forkProgressFraction(elapsed) * 100)}%` }}
              />
            </div>
          </div>
        )}

        {isDone ? (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button asChild variant="primary">
              <Link to={newPath} onClick={() => onOpenChange(false)}>
                Open project
              </Link>
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
