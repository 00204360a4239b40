import { useQuery } from '@tanstack/react-query';
import { Check, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
import { billingConfigQueryOptions } from '../api';
import { PLAN_OPTIONS, premiumFeatureLines } from '../plans';
import { CheckoutActions } from './checkout-actions';
import { OperatorGrant } from './operator-grant';
import { PlanCard } from './plan-card';

export type UpgradeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Pricing and what Premium unlocks; Stripe Checkout where the instance has it, else how an admin grants it. */
export function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  const { user, isPremium } = useCurrentUser();
  // Stripe Checkout when the instance sells Premium; else the operator's grant.
  const { data: config } = useQuery({ ...billingConfigQueryOptions(), enabled: open });

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

        {/* Only what this instance has: the list waits for its server's answer. */}
        {config ? (
          <section aria-labelledby="premium-features-title">
            <h3 id="premium-features-title" className="mb-2.5 text-[13px] font-medium text-zinc-900">
              Premium includes
            </h3>
            <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {premiumFeatureLines(config.features).map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-[13px] text-zinc-600">
                  <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-ember-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {config?.isEnabled ? (
          <CheckoutActions isPremium={isPremium} hasSubscription={config.hasSubscription} />
        ) : null}
        {config?.isEnabled === false ? <OperatorGrant email={user?.email} /> : null}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
