import { History, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shortHash } from '@/features/versions';
import { formatRelativeTime } from '@/lib/time';
import type { PreviewedVersion } from '../workspace-state';

export type VersionPreviewBannerProps = { version: PreviewedVersion; onExit: () => void };

/** Says which past version the preview shows, with the way back to the current one. */
export function VersionPreviewBanner({ version, onExit }: VersionPreviewBannerProps) {
  return (
    <div
      role="status"
      className="flex shrink-0 items-center gap-3 border-b border-ember-200/70 bg-ember-50/80 px-3 py-2 text-[13px]"
    >
      <History aria-hidden="true" className="size-4 shrink-0 text-ember-700" />
      <p className="min-w-0 flex-1 truncate text-zinc-700">
        Previewing version{' '}
        <span className="font-mono text-[12px] font-medium text-zinc-900">
          {shortHash(version.commitHash)}
        </span>
        <span className="text-zinc-400"> · </span>
        <span className="text-zinc-600">{version.message}</span>
        <span className="text-zinc-400"> · {formatRelativeTime(version.timestamp)}</span>
      </p>
      <Button variant="secondary" size="sm" className="h-7 shrink-0 px-2.5 text-xs" onClick={onExit}>
        <Undo2 aria-hidden="true" /> Back to current version
      </Button>
    </div>
  );
}
