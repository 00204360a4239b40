import type { BillingPlanId } from '@kiln/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { openBillingPortal, startCheckout } from '../api';
import { PLAN_OPTIONS } from '../plans';

export type CheckoutActionsProps = { isPremium: boolean; hasSubscription: boolean };

const CHECKOUT_FAILED = 'Checkout could not be opened. Please try again.';

/** Stripe is on: a free user picks a plan and goes to Checkout; a subscriber manages billing. */
export function CheckoutActions({ isPremium, hasSubscription }: CheckoutActionsProps) {
  const redirect = useMutation({
    mutationFn: (target: BillingPlanId | 'portal') =>
      target === 'portal' ? openBillingPortal() : startCheckout(target),
    // Stripe's pages are another site: the whole window goes there, and comes back to Kiln after.
    onSuccess: (url) => window.location.assign(url),
  });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {hasSubscription ? (
          <Button onClick={() => redirect.mutate('portal')} disabled={redirect.isPending}>
            Manage billing
          </Button>
        ) : isPremium ? (
          <p className="text-sm text-zinc-600">Your premium was granted by the operator of this instance.</p>
        ) : (
          PLAN_OPTIONS.map((plan) => (
            <Button
              key={plan.id}
              variant={plan.id === 'annual' ? 'primary' : 'secondary'}
              onClick={() => redirect.mutate(plan.id)}
              disabled={redirect.isPending}
            >
              Choose {plan.title}
            </Button>
          ))
        )}
      </div>
      {redirect.isError ? (
        <p role="alert" className="text-[13px] text-red-600">
          {errorMessage(redirect.error, CHECKOUT_FAILED)}
        </p>
      ) : null}
    </div>
  );
}
