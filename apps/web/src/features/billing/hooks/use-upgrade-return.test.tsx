// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { UPGRADED_MESSAGE } from './use-upgrade-return';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('coming back from Stripe Checkout', () => {
  // sonner keeps its toasts in module state: the visit that must show none comes first.
  it('asks nothing on an ordinary visit', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<p>Home</p>, { user: createTestUser(), path: '/' });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(UPGRADED_MESSAGE)).toBeNull();
  });

  it('re-reads the account and welcomes the user once it is premium, dropping ?upgraded=1', async () => {
    const premium = createTestUser({ isPremium: true });
    const reads: number[] = [];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/users/me': () => {
          reads.push(1);
          return jsonResponse(200, { success: true, data: premium });
        },
      }),
    );
    const { router } = renderWithApp(<p>Home</p>, { user: createTestUser(), path: '/?upgraded=1' });

    expect(await screen.findByText(UPGRADED_MESSAGE)).toBeTruthy();
    expect(reads.length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
  });
});
