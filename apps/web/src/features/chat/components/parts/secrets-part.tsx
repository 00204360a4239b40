import type { ProjectSecret } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { secretsQueryOptions, useSetSecret } from '@/features/secrets';
import { visibleSecretNames } from '../../display-rules';

export type SecretsPartProps = {
  names: readonly string[];
  /** The project, when the viewer owns it: each secret can then be given its value. */
  ownedWebId?: string | null;
};

/**
 * Seed 000 §2: the secrets the app needs, without the ones Kiln manages itself (seed 000 §5). Its
 * owner gives each its value here (issue 15 §1): kept encrypted on the server, shown only by its last
 * four characters.
 */
export function SecretsPart({ names, ownedWebId = null }: SecretsPartProps) {
  const visible = visibleSecretNames(names);
  if (visible.length === 0) return null;
  return (
    <section
      aria-label="Secrets"
      className="rounded-xl border border-zinc-200/80 bg-white px-3.5 py-3 shadow-card"
    >
      <p className="flex items-center gap-2 text-[13px] font-medium text-zinc-900">
        <KeyRound aria-hidden="true" className="size-3.5 text-zinc-400" />
        Secrets this app uses
      </p>
      {ownedWebId ? (
        <OwnerSecretList webId={ownedWebId} names={visible} />
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {visible.map((name) => (
            <li key={name} className={NAME_CLASS}>
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const NAME_CLASS =
  'rounded-md border border-zinc-200 bg-zinc-50 px-2 py-0.5 font-mono text-[12px] text-zinc-700';

function OwnerSecretList({ webId, names }: { webId: string; names: readonly string[] }) {
  const secrets = useQuery(secretsQueryOptions(webId));
  return (
    <>
      <p className="mt-1 text-[12.5px] text-zinc-500">
        Values are encrypted on Kiln&apos;s server and never written into the code.
      </p>
      <ul className="mt-2 divide-y divide-zinc-100">
        {names.map((name) => (
          <SecretRow
            key={name}
            webId={webId}
            name={name}
            saved={secrets.data?.find((secret) => secret.name === name) ?? null}
          />
        ))}
      </ul>
    </>
  );
}

function SecretRow({ webId, name, saved }: { webId: string; name: string; saved: ProjectSecret | null }) {
  const [isEditing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const save = useSetSecret(webId);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    save.mutate(
      { name, value },
      {
        onSuccess: () => {
          setValue('');
          setEditing(false);
        },
      },
    );
  };
  return (
    <li className="py-2">
      <div className="flex items-center gap-2">
        <span className={NAME_CLASS}>{name}</span>
        <span className="min-w-0 flex-1 text-[12px] text-zinc-500">
          {saved ? (
            <>
              <span className="sr-only">Saved, ending in {saved.last4}</span>
              <span aria-hidden="true" className="font-mono">
                •••• {saved.last4}
              </span>
            </>
          ) : (
            'Not set'
          )}
        </span>
        {isEditing ? null : (
          <Button size="sm" variant={saved ? 'ghost' : 'secondary'} onClick={() => setEditing(true)}>
            {saved ? 'Update' : 'Add value'}
          </Button>
        )}
      </div>
      {isEditing ? (
        <form className="mt-2 flex items-center gap-2" onSubmit={submit}>
          <label htmlFor={inputId} className="sr-only">
            Value for {name}
          </label>
          <Input
            id={inputId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            className="h-8 font-mono text-[13px]"
            placeholder="Paste the value"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
          />
          <Button type="submit" size="sm" variant="primary" disabled={!value || save.isPending}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </li>
  );
}
