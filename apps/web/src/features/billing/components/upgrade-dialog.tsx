import { Check, Sparkles, Terminal } from 'lucide-react';
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
import { useCurrentUser } from '@/features/auth';
import { PLAN_OPTIONS, PREMIUM_FEATURES, setPlanCommand } from '../plans';
import { PlanCard } from './plan-card';

export type UpgradeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Pricing and what Premium unlocks; on a self-hosted instance an admin grants the plan. */
export function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  const { user } = useCurrentUser();
  const command = setPlanCommand(user?.email ?? '<email>');

  // Focus the dialog itself, not its first button: a focused Copy button would pop its tooltip.
  const handleOpenAutoFocus = (event: Event) => {
    event.preventDefault();
    if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onOpenAutoFocus={handleOpenAutoFocus}>
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-600 ring-1 ring-ember-100">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Upgrade to Premium</DialogTitle>
          <DialogDescription>Everything Kiln can do, for every project you make.</DialogDescription>
        </DialogHeader>

        <div className="grid gap-3 sm:grid-cols-2">
          {PLAN_OPTIONS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} isHighlighted={plan.id === 'annual'} />
          ))}
        </div>

        <section aria-labelledby="premium-features-title">
          <h3 id="premium-features-title" className="mb-2.5 text-[13px] font-medium text-zinc-900">
            Premium includes
          </h3>
          <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-[13px] text-zinc-600">
                <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-ember-600" />
                {feature}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="self-hosted-title"
          className="rounded-xl border border-zinc-200 bg-zinc-50 p-4"
        >
          <h3
            id="self-hosted-title"
            className="flex items-center gap-2 text-[13px] font-medium text-zinc-900"
          >
            <Terminal aria-hidden="true" className="size-4 text-zinc-500" />
            How Premium is granted here
          </h3>
          <p className="mt-1.5 text-[13px] leading-relaxed text-zinc-600">
            This Kiln instance is self-hosted and has no payment provider connected, so there is no checkout.
            An admin of this server grants Premium by running:
          </p>
          <div className="mt-3 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1 pr-1 pl-3">
            <code className="min-w-0 flex-1 truncate font-mono text-[12.5px] text-zinc-800">{command}</code>
            <CopyButton value={command} label="Copy command" />
          </div>
        </section>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
