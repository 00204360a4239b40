// @vitest-environment happy-dom
import { calls } from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { createTestAdminUser } from '../testing';
import { AdminPage } from './admin-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = createTestUser({ id: 'u1', email: 'op@x.com', isAdmin: true });
const FORBIDDEN = { success: false, message: 'Forbidden', code: 'forbidden' };

type Routes = Parameters<typeof routeFetch>[0];

/** Stubs fetch with `routes` and records every URL asked for. */
function serve(routes: Routes) {
  const urls: string[] = [];
  const route = routeFetch(routes);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return route(input, init);
  });
  return urls;
}

describe('the operator console', () => {
  it('tells an account that is not an admin that the page is for operators, with a way home', () => {
    const urls = serve({});
    renderWithApp(<AdminPage />, { user: createTestUser({ isAdmin: false }), path: '/admin' });
    expect(screen.getByText('This page is for the operators of this Kiln.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(urls).toEqual([]);
  });

  it('shows the operators-only screen when the server refuses with 403', async () => {
    serve({ [calls.listAdminUsers.path]: () => jsonResponse(403, FORBIDDEN) });
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin' });
    expect(await screen.findByText('This page is for the operators of this Kiln.')).toBeTruthy();
  });

  it('has a tab per section, Users first', async () => {
    serve({ [calls.listAdminUsers.path]: () => jsonResponse(200, { success: true, data: [] }) });
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin' });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Users',
      'Projects',
      'Inbox',
      'Mail',
      'Health',
      'Usage',
      'Audit log',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
  });

  it('lists accounts and grants premium until a day, sending that body and saying so', async () => {
    const updates: unknown[] = [];
    let ada = createTestAdminUser();
    serve({
      [calls.listAdminUsers.path]: () => jsonResponse(200, { success: true, data: [ada] }),
      [calls.updateAdminUser.path]: (body) => {
        updates.push(body);
        ada = { ...ada, isPremium: true, plan: 'premium', planPeriodEnd: '2099-12-31' };
        return jsonResponse(200, { success: true, data: ada });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin' });

    const table = await screen.findByRole('table', { name: 'Accounts' });
    const row = within(table).getByText('ada@x.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('Free')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Actions for ada@x.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Grant premium…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant premium' });
    await user.type(within(dialog).getByLabelText('Until (optional)'), '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));

    await waitFor(() =>
      expect(updates).toEqual([{ userId: 'u2', action: 'grant-premium', until: '2099-12-31' }]),
    );
    expect(await screen.findByText('ada@x.com is premium until Dec 31, 2099.')).toBeTruthy();
    expect(await screen.findByText('Premium until Dec 31, 2099')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The menu item that opened the dialog is gone: the focus returns to the row's menu button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for ada@x.com' })),
    );
  });

  it('asks before disabling an account', async () => {
    const updates: unknown[] = [];
    serve({
      [calls.listAdminUsers.path]: () => jsonResponse(200, { success: true, data: [createTestAdminUser()] }),
      [calls.updateAdminUser.path]: (body) => {
        updates.push(body);
        return jsonResponse(200, {
          success: true,
          data: createTestAdminUser({ disabledAt: '2026-02-01T10:00:00.000Z' }),
        });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin' });

    await user.click(await screen.findByRole('button', { name: 'Actions for ada@x.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable ada@x.com?' });
    expect(
      within(confirm).getByText('They are signed out everywhere and cannot sign in until enabled.'),
    ).toBeTruthy();
    expect(updates).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(updates).toEqual([{ userId: 'u2', action: 'disable' }]));
    expect(await screen.findByText('ada@x.com is disabled and signed out everywhere.')).toBeTruthy();
  });

  it('searches accounts with ?q once typing pauses', async () => {
    const urls = serve({
      [calls.listAdminUsers.path]: () => jsonResponse(200, { success: true, data: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin' });
    await screen.findByText('No accounts yet.');
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'ada');
    expect(await screen.findByText('No account matches “ada”.')).toBeTruthy();
    expect(urls).toContain(`${calls.listAdminUsers.path}?q=ada`);
    expect(urls.filter((url) => url.includes('?q=a'))).toEqual([`${calls.listAdminUsers.path}?q=ada`]);
  });
});
