// @vitest-environment happy-dom
import type { IntegrationCatalogueEntry } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { IntegrationsSection } from './integrations-section';

const entry = (
  id: string,
  name: string,
  category: IntegrationCatalogueEntry['category'],
  status: IntegrationCatalogueEntry['status'],
): IntegrationCatalogueEntry => ({
  id,
  name,
  description: `${name} for your app.`,
  category,
  status,
  isAi: false,
});

const catalogue = [
  entry('supabase', 'Supabase', 'database_storage', 'available'),
  entry('firebase', 'Firebase', 'database_storage', 'coming_soon'),
  entry('github', 'GitHub', 'development', 'connected'),
  entry('analytics', 'Kiln Analytics', 'analytics', 'available'),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/integrations/list': () => jsonResponse(200, { success: true, data: catalogue }),
      '/api/supabase/is-connected': () =>
        jsonResponse(200, {
          success: true,
          data: { isConnected: false, linkedProject: null, isConfigured: true },
        }),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the settings’ Integrations section', () => {
  it('lists the built integrations with their state and opens Supabase’s dialog', async () => {
    const user = userEvent.setup();
    renderWithApp(<IntegrationsSection project={createTestProject()} />, { user: createTestUser() });
    const github = (await screen.findByText('GitHub')).closest('li') as HTMLElement;
    expect(within(github).getByText('Connected')).toBeTruthy();
    expect(screen.queryByText('Firebase')).toBeNull(); // not built yet: only in the catalogue
    await user.click(screen.getByRole('button', { name: 'Open Supabase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supabase Integration' });
    expect(await within(dialog).findByRole('button', { name: 'Connect Supabase' })).toBeTruthy();
  });

  it('browses the catalogue by tab and search', async () => {
    const user = userEvent.setup();
    renderWithApp(<IntegrationsSection project={createTestProject()} />, { user: createTestUser() });
    await user.click(await screen.findByRole('button', { name: 'Browse integrations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integrations' });
    const list = await within(dialog).findByRole('list', { name: 'Integrations' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Supabase', 'Firebase', 'GitHub', 'Kiln Analytics']);
    expect(within(list).getByText('Coming soon')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Database & Storage' }));
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Supabase', 'Firebase']);
    await user.click(within(dialog).getByRole('tab', { name: 'All' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search integrations' }), 'analytics');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kiln Analytics']);
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search integrations' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search integrations' }), 'stripe');
    expect(within(dialog).getByText('No integrations match “stripe”.')).toBeTruthy();
  });
});
