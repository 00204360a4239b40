import { OPERATOR_PREMIUM_HINT } from '@kiln/contracts';
import { Terminal } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';
import { setPlanCommand } from '../plans';

export type OperatorGrantProps = { email: string | undefined };

/** No payment provider on this instance: its operator grants Premium with the admin command. */
export function OperatorGrant({ email }: OperatorGrantProps) {
  const command = setPlanCommand(email ?? '<email>');
  return (
    <section aria-labelledby="self-hosted-title" className="rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <h3 id="self-hosted-title" className="flex items-center gap-2 text-[13px] font-medium text-zinc-900">
        <Terminal aria-hidden="true" className="size-4 text-zinc-500" />
        How Premium is granted here
      </h3>
      <p className="mt-1.5 text-[13px] leading-relaxed text-zinc-600">{OPERATOR_PREMIUM_HINT}</p>
      <div className="mt-3 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1 pr-1 pl-3">
        <code className="min-w-0 flex-1 truncate font-mono text-[12.5px] text-zinc-800">{command}</code>
        <CopyButton value={command} label="Copy command" />
      </div>
    </section>
  );
}
