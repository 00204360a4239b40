import type { Project } from '@kiln/contracts';
import { KeyRound, Terminal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { useCreateAccessToken } from '@/features/account';
import { errorMessage } from '@/lib/api-client';
import { pullCommand } from '../links';

export type PullCommandProps = { project: Project };

/** The name the dialog gives the tokens it creates, within the contract's 60 characters. */
export function pullTokenName(subdomain: string): string {
  return `kiln pull ${subdomain}`.slice(0, 60);
}

/**
 * The command-line half of the Download dialog: a command that runs as pasted. "Create a token" makes
 * a personal access token for the owner and writes it into the command (shown this once); until then
 * the command reads `$KILN_TOKEN`.
 */
export function PullCommand({ project }: PullCommandProps) {
  const create = useCreateAccessToken();
  const [secret, setSecret] = useState<string | null>(null);
  const command = pullCommand(window.location.origin, project.subdomain, secret ?? undefined);

  const handleCreate = () =>
    create.mutate(pullTokenName(project.subdomain), {
      onSuccess: (data) => setSecret(data.secret),
      onError: (error) => toast.error(errorMessage(error, 'Failed to create token')),
    });

  return (
    <section aria-labelledby="pull-command" className="flex flex-col gap-2">
      <h3 id="pull-command" className="flex items-center gap-1.5 text-[13px] font-semibold text-zinc-800">
        <Terminal aria-hidden="true" className="size-4 text-zinc-500" /> Or pull it from the command line
      </h3>
      <div className="flex items-start gap-2 rounded-lg bg-zinc-950 py-2 pr-1 pl-3">
        <code className="min-w-0 flex-1 font-mono text-[12px] leading-5 break-all text-zinc-100">
          {command}
        </code>
        <CopyButton
          value={command}
          label="Copy command"
          successMessage="Command copied to clipboard"
          className="text-zinc-300 hover:bg-zinc-800 hover:text-white"
        />
      </div>
      {secret ? (
        <p role="status" className="flex items-start gap-1.5 text-[12.5px] text-amber-900">
          <KeyRound aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            Your new token is in the command: copy it now, it will not be shown again. Revoke it any time on{' '}
            <Link to="/account" className="font-medium text-ember-700 hover:underline">
              your account page
            </Link>
            .
          </span>
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <p className="min-w-0 flex-1 text-[12.5px] text-zinc-600">
            Only you, the owner, can pull this project, with a personal access token. The command reads it
            from <code className="font-mono text-[12px]">KILN_TOKEN</code>, or create one now to put it in.
          </p>
          <Button size="sm" onClick={handleCreate} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
            Create a token
          </Button>
        </div>
      )}
    </section>
  );
}
