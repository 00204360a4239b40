import { MESSAGES, type Version } from '@kiln/contracts';
import { Eye, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/time';
import { shortHash, type VersionFlags } from '../version-display';
import { VersionThumbnail } from './version-thumbnail';

export type VersionRowProps = {
  version: Version;
  flags: VersionFlags;
  isPreviewed: boolean;
  isSwitching: boolean;
  /** Null for non-owners: they never see the switch (seed 000 §6). */
  switchState: { isDisabled: boolean; reason: string | null } | null;
  onPreview: () => void;
  onSwitch: () => void;
};

/** Seed 000 §2: screenshot, short hash, message, relative time, and the Deployed and Current badges. */
export function VersionRow({
  version,
  flags,
  isPreviewed,
  isSwitching,
  switchState,
  onPreview,
  onSwitch,
}: VersionRowProps) {
  const hash = shortHash(version.commitHash);
  const canSwitch = switchState !== null && !flags.isCurrent;
  // The current version needs no Preview while the preview already shows it.
  const canPreview = !(flags.isCurrent && isPreviewed);
  return (
    <li
      aria-label={`Version ${hash}`}
      aria-current={flags.isCurrent ? 'true' : undefined}
      className={cn(
        'group/version relative flex gap-3 rounded-xl border p-2.5 transition-colors',
        (isPreviewed && !flags.isCurrent) || isSwitching
          ? 'border-ember-300 bg-ember-50/50 ring-3 ring-ember-500/10'
          : 'border-transparent hover:border-zinc-200 hover:bg-zinc-50/80',
      )}
    >
      <VersionThumbnail screenshotUrl={version.screenshotUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="font-mono text-[11px] font-medium text-zinc-500">{hash}</span>
          <span aria-hidden="true" className="text-zinc-300">
            ·
          </span>
          <time
            dateTime={version.timestamp}
            title={formatDateTime(version.timestamp)}
            className="truncate text-[11px] text-zinc-400"
          >
            {formatRelativeTime(version.timestamp)}
          </time>
          <span className="ml-auto flex shrink-0 items-center gap-1">
            {flags.isDeployed ? <Badge variant="success">{MESSAGES.BADGE_DEPLOYED}</Badge> : null}
            {flags.isCurrent ? <Badge variant="ember">{MESSAGES.BADGE_CURRENT}</Badge> : null}
          </span>
        </div>
        <p className="mt-1 line-clamp-2 text-[13px] leading-snug text-zinc-800">{version.message}</p>
        {canPreview || canSwitch ? (
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {canPreview ? (
              <Button
                variant={isPreviewed ? 'dark' : 'secondary'}
                size="sm"
                className="h-7 px-2.5 text-xs"
                aria-pressed={flags.isCurrent ? undefined : isPreviewed}
                onClick={onPreview}
              >
                <Eye aria-hidden="true" />
                {flags.isCurrent ? 'Show current' : isPreviewed ? 'Previewing' : 'Preview'}
              </Button>
            ) : null}
            {canSwitch ? (
              <SimpleTooltip
                content={switchState.reason ?? 'Make this the current version; later ones stay listed'}
              >
                <span className="inline-flex">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2.5 text-xs"
                    disabled={switchState.isDisabled || isSwitching}
                    onClick={onSwitch}
                  >
                    {isSwitching ? <Spinner className="size-3.5" /> : <RotateCcw aria-hidden="true" />}
                    {isSwitching ? 'Switching…' : 'Switch to this version'}
                  </Button>
                </span>
              </SimpleTooltip>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
