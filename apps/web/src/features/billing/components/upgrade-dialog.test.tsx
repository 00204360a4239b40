// @vitest-environment happy-dom
import { BILLING_PLANS, OPERATOR_PREMIUM_HINT, type PremiumFeature } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { UpgradeDialog } from './upgrade-dialog';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';
const PORTAL_URL = 'https://billing.stripe.com/p/session/bps_1';
/** An instance without a GitHub app or a Supabase OAuth app. */
const BARE_INSTANCE: PremiumFeature[] = [
  'projects',
  'deploy',
  'private',
  'download',
  'fix_errors',
  'suggestions',
  'media',
  'resend',
];

function serve(
  isEnabled: boolean,
  sent: { path: string; body: unknown }[] = [],
  checkoutStatus = 200,
  hasSubscription = false,
  features: PremiumFeature[] = BARE_INSTANCE,
) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/stripe/config': () =>
        jsonResponse(200, { isEnabled, plans: BILLING_PLANS, hasSubscription, features }),
      '/api/stripe/checkout': (body) => {
        sent.push({ path: '/api/stripe/checkout', body });
        return checkoutStatus === 200
          ? jsonResponse(200, { url: CHECKOUT_URL })
          : jsonResponse(checkoutStatus, { success: false, message: 'Stripe says no.', code: 'conflict' });
      },
      '/api/stripe/portal': (body) => {
        sent.push({ path: '/api/stripe/portal', body });
        return jsonResponse(200, { url: PORTAL_URL });
      },
    }),
  );
  return sent;
}

function open(isPremium = false) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  renderWithApp(<UpgradeDialog open onOpenChange={() => {}} />, { user: createTestUser({ isPremium }) });
  return { assign, dialog: () => screen.getByRole('dialog', { name: 'Upgrade to Premium' }) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('UpgradeDialog', () => {
  it('sells only the premium features this instance has', async () => {
    serve(false);
    const { dialog } = open();
    const list = await within(dialog()).findByRole('region', { name: 'Premium includes' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toContain('Download the code');
    expect(lines).toContain('Resend email');
    expect(list.textContent).not.toMatch(/GitHub|Supabase/);
  });

  it('lists GitHub export and Supabase projects where the operator set them up', async () => {
    serve(false, [], 200, false, [...BARE_INSTANCE, 'github', 'supabase']);
    const { dialog } = open();
    const list = await within(dialog()).findByRole('region', { name: 'Premium includes' });
    expect(within(list).getByText('Export to GitHub')).toBeTruthy();
    expect(within(list).getByText('Supabase projects')).toBeTruthy();
  });

  it('explains the operator grant when the instance takes no payments', async () => {
    serve(false);
    const { dialog } = open();
    expect(await within(dialog()).findByText(OPERATOR_PREMIUM_HINT)).toBeTruthy();
    expect(within(dialog()).getByText('npm run admin -- set-plan ada@example.com premium')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /Choose/ })).toBeNull();
  });

  it('sends a free user to Stripe Checkout for the plan they pick', async () => {
    const sent = serve(true);
    const { assign, dialog } = open();
    expect(dialog().textContent).toContain('Save 33%');
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Choose Annual' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent).toEqual([{ path: '/api/stripe/checkout', body: { plan: 'annual' } }]);
    expect(within(dialog()).queryByText(OPERATOR_PREMIUM_HINT)).toBeNull();
  });

  it('says why Checkout did not open, and stays', async () => {
    serve(true, [], 409);
    const { assign, dialog } = open();
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Choose Monthly' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Stripe says no.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers a subscriber Manage billing, which opens the Customer Portal', async () => {
    const sent = serve(true, [], 200, true);
    const { assign, dialog } = open(true);
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(sent.map((s) => s.path)).toEqual(['/api/stripe/portal']);
    expect(within(dialog()).queryByRole('button', { name: /Choose/ })).toBeNull();
  });

  it('tells a user whose premium the operator granted that there is no billing to manage', async () => {
    serve(true);
    const { dialog } = open(true);
    expect(
      await within(dialog()).findByText('Your premium was granted by the operator of this instance.'),
    ).toBeDefined();
    expect(within(dialog()).queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });
});
