import { isPhaseInProgress, type Project, type Version } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { versionsQueryOptions } from '../api';
import { useSwitchVersion } from '../hooks/use-switch-version';
import { newestFirst, versionFlags } from '../version-display';
import { HistorySkeleton } from './history-skeleton';
import { VersionRow } from './version-row';

export type VersionHistoryProps = {
  project: Project;
  /** The commit shown in the preview when it is not the current one. */
  previewedCommit: string | null;
  onPreview: (version: Version) => void;
  onExitPreview: () => void;
};

/** Seed 000 §2, §4: the version history, polled every 10 s while it is open. */
export function VersionHistory({ project, previewedCommit, onPreview, onExitPreview }: VersionHistoryProps) {
  const versionsQuery = useQuery(versionsQueryOptions(project._id, project.platform));
  const switchVersion = useSwitchVersion(project);
  const isBusy = isPhaseInProgress(project.phase) && project.phase !== 'PROMPT';

  if (versionsQuery.isPending) return <HistorySkeleton />;
  if (versionsQuery.isError) {
    return (
      <div className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-sm text-zinc-600">Couldn’t load the versions.</p>
        <Button size="sm" variant="secondary" onClick={() => void versionsQuery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const versions = newestFirst(versionsQuery.data);
  if (versions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 p-10 text-center">
        <span className="flex size-10 items-center justify-center rounded-xl border border-zinc-200 bg-white text-zinc-400 shadow-card">
          <History aria-hidden="true" className="size-4.5" />
        </span>
        <p className="text-sm font-medium text-zinc-800">No versions yet</p>
        <p className="text-[13px] text-zinc-500">
          Each change Kiln makes becomes a version you can go back to.
        </p>
      </div>
    );
  }

  return (
    <ol aria-label="Versions" className="flex flex-col gap-1 p-2">
      {versions.map((version) => {
        const flags = versionFlags(version, project);
        // The preview shows the current version unless a past one is previewed.
        const isPreviewed =
          previewedCommit === null ? flags.isCurrent : previewedCommit === version.commitHash;
        return (
          <VersionRow
            key={version._id}
            version={version}
            flags={flags}
            isPreviewed={isPreviewed}
            isSwitching={switchVersion.isPending && switchVersion.variables === version._id}
            switchState={
              project.isOwner
                ? { isDisabled: isBusy, reason: isBusy ? 'Wait for the current build to finish' : null }
                : null
            }
            onPreview={() => (flags.isCurrent || isPreviewed ? onExitPreview() : onPreview(version))}
            onSwitch={() => switchVersion.mutate(version._id)}
          />
        );
      })}
    </ol>
  );
}
