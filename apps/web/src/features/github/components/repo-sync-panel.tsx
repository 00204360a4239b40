import type { GithubPushState } from '@kiln/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type RepoSyncPanelProps = {
  branch: string;
  onBranchChange: (branch: string) => void;
  onPull: () => void;
  isPulling: boolean;
  pushState: GithubPushState | null;
  disabled: boolean;
};

function pushLine(push: GithubPushState | null): { text: string; isFailure: boolean } | null {
  if (!push || push.state === 'idle') return null;
  const version = push.commitHash ? ` (${push.commitHash.slice(0, 7)})` : '';
  if (push.state === 'pushing') return { text: `Pushing the latest version${version}…`, isFailure: false };
  if (push.state === 'pushed') return { text: `Latest version pushed${version}.`, isFailure: false };
  return {
    text: `The latest version${version} was not pushed: ${push.message ?? 'GitHub refused it.'} Your version is safe in Kiln.`,
    isFailure: true,
  };
}

/** Issue 17 §2, two-way sync: the automatic push's state, and "Pull changes" from a chosen branch. */
export function RepoSyncPanel({
  branch,
  onBranchChange,
  onPull,
  isPulling,
  pushState,
  disabled,
}: RepoSyncPanelProps) {
  const line = pushLine(pushState);
  return (
    <section aria-label="Two-way sync" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-3">
      <p className="text-[13px] leading-5 text-zinc-500">
        Each new version is pushed to the repository. Commits made on GitHub come in with Pull changes, when
        they follow this project's latest version.
      </p>
      {line ? (
        <p
          role={line.isFailure ? 'alert' : 'status'}
          className={line.isFailure ? 'text-[13px] text-red-700' : 'text-[13px] text-zinc-600'}
        >
          {line.text}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <FormField
          id="github-pull-branch"
          label="Branch"
          hint="Empty: the repository's default branch."
          className="flex-1"
        >
          <Input
            id="github-pull-branch"
            value={branch}
            placeholder="main"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onBranchChange(event.target.value)}
          />
        </FormField>
        <Button size="sm" onClick={onPull} disabled={isPulling || disabled} className="mb-6">
          {isPulling ? 'Pulling...' : 'Pull changes'}
        </Button>
      </div>
    </section>
  );
}
