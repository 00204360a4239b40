import { KeyRound } from 'lucide-react';
import { visibleSecretNames } from '../../display-rules';

export type SecretsPartProps = { names: readonly string[] };

/** Seed 000 §2: the secrets the app needs, without the ones Kiln manages itself (seed 000 §5). */
export function SecretsPart({ names }: SecretsPartProps) {
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
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {visible.map((name) => (
          <li
            key={name}
            className="rounded-md border border-zinc-200 bg-zinc-50 px-2 py-0.5 font-mono text-[12px] text-zinc-700"
          >
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
