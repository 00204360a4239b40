import { MESSAGES } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { accessTokensQueryOptions, useCreateAccessToken, useRevokeAccessToken } from '../api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Personal access tokens for `kiln pull`: created here, the secret shown once, revoked at once. */
export function AccessTokensSection() {
  const tokens = useQuery(accessTokensQueryOptions());
  const create = useCreateAccessToken();
  const revoke = useRevokeAccessToken();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (data) => {
        setSecret(data.secret);
        setName('');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to create token')),
    });
  };

  const handleRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(MESSAGES.ACCESS_TOKEN_REVOKED),
      onError: (error) => toast.error(errorMessage(error, 'Failed to revoke token')),
    });

  return (
    <section
      aria-labelledby="access-tokens"
      className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm"
    >
      <h2 id="access-tokens" className="flex items-center gap-2 text-base font-semibold text-zinc-900">
        <KeyRound aria-hidden="true" className="size-4 text-ember-600" /> Personal access tokens
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        The Kiln command line uses a token to pull your private projects. Treat it like a password.
      </p>

      <form onSubmit={handleCreate} className="mt-4 flex gap-2">
        <Input
          aria-label="Token name"
          placeholder="Token name, e.g. My laptop"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!name.trim() || create.isPending}>
          Create token
        </Button>
      </form>

      {secret ? (
        <div role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-[13px] font-medium text-amber-900">{MESSAGES.ACCESS_TOKEN_SHOWN_ONCE}</p>
          <div className="mt-2 flex items-center gap-2 rounded-md bg-white py-1 pr-1 pl-3 ring-1 ring-amber-200">
            <code data-testid="new-token" className="min-w-0 flex-1 truncate font-mono text-[12.5px]">
              {secret}
            </code>
            <CopyButton value={secret} label="Copy token" successMessage="Token copied to clipboard" />
          </div>
        </div>
      ) : null}

      <ul aria-label="Your tokens" className="mt-4 divide-y divide-zinc-100">
        {tokens.data?.length === 0 ? <li className="py-3 text-sm text-zinc-500">No tokens yet.</li> : null}
        {tokens.data?.map((token) => (
          <li key={token.id} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900">{token.name}</p>
              <p className="text-xs text-zinc-500">
                ends in <span className="font-mono">{token.last4}</span> · created{' '}
                {dateFormat.format(new Date(token.createdAt))} ·{' '}
                {token.lastUsedAt
                  ? `last used ${dateFormat.format(new Date(token.lastUsedAt))}`
                  : 'never used'}
              </p>
            </div>
            <IconButton
              label={`Revoke ${token.name}`}
              size="icon-sm"
              onClick={() => handleRevoke(token.id)}
              disabled={revoke.isPending}
            >
              <Trash2 />
            </IconButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
