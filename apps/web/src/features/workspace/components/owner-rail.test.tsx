// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { MobileWorkspaceMenu } from './mobile-workspace-menu';
import { OwnerRail } from './owner-rail';

const stats = {
  totalTokens: 1_000,
  openAITokens: 0,
  monthlyUsage: 2_500_000,
  totalAllocation: 5_000_000,
  lifetimeUsage: 2_500_000,
  currentPeriodUsage: 2_500_000,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    routeFetch({ '/api/web/tokens': () => jsonResponse(200, { success: true, data: stats }) }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the owner’s left sidebar', () => {
  it('keeps the seed’s order: home first, then Documentation, Tokens and Settings', () => {
    renderWithApp(<OwnerRail project={createTestProject()} />, { user: createTestUser() });
    const rail = screen.getByRole('navigation', { name: 'Workspace' });
    const names = [...rail.querySelectorAll('a, button')].map((element) =>
      element.getAttribute('aria-label'),
    );
    // Items other issues add (Supabase … Components) slot in between; these keep their relative order.
    const mine = names.filter((name) => ['Home', 'Documentation', 'Tokens', 'Settings'].includes(name ?? ''));
    expect(mine).toEqual(['Home', 'Documentation', 'Tokens', 'Settings']);
    expect(names.at(-1)).toBe('Settings');
  });

  it('opens the documentation in a new tab', () => {
    renderWithApp(<OwnerRail project={createTestProject()} />, { user: createTestUser() });
    const docs = screen.getByRole('link', { name: 'Documentation' });
    expect(docs.getAttribute('href')).toBe('/docs');
    expect(docs.getAttribute('target')).toBe('_blank');
  });

  it('opens the Token Usage dialog from Tokens', async () => {
    const user = userEvent.setup();
    renderWithApp(<OwnerRail project={createTestProject()} />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token Usage' }); // fetched on first open
    expect((await within(dialog).findByTestId('token-usage-percent')).textContent).toBe('50%');
  });
});

describe('a visitor’s left sidebar', () => {
  it('holds Assets and Components only (seed 002 §2), without the owner’s home logo', async () => {
    const user = userEvent.setup();
    const onOpenAssets = vi.fn();
    renderWithApp(
      <OwnerRail
        project={createTestProject({ isOwner: false, email: null })}
        onOpenAssets={onOpenAssets}
        onOpenComponents={vi.fn()}
      />,
      { user: null },
    );
    const rail = screen.getByRole('navigation', { name: 'Workspace' });
    const names = [...rail.querySelectorAll('a, button')].map((element) =>
      element.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Assets', 'Components']);
    await user.click(within(rail).getByRole('button', { name: 'Assets' }));
    expect(onOpenAssets).toHaveBeenCalledOnce();
  });
});

describe('the workspace menu on a phone', () => {
  it('holds the rail’s items in the same order and opens Token Usage', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <MobileWorkspaceMenu project={createTestProject()} onOpenAssets={vi.fn()} onOpenComponents={vi.fn()} />,
      {
        user: createTestUser(),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Supabase',
      'Analytics',
      'Assets',
      'Components',
      'Documentation',
      'Tokens',
      'Settings',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Tokens' }));
    expect(await screen.findByRole('dialog', { name: 'Token Usage' })).toBeDefined();
  });

  it('opens Assets and Components as the rail does', async () => {
    const user = userEvent.setup();
    const onOpenAssets = vi.fn();
    const onOpenComponents = vi.fn();
    renderWithApp(
      <MobileWorkspaceMenu
        project={createTestProject()}
        onOpenAssets={onOpenAssets}
        onOpenComponents={onOpenComponents}
      />,
      { user: createTestUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Assets' }));
    expect(onOpenAssets).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Components' }));
    expect(onOpenComponents).toHaveBeenCalledOnce();
  });

  it('offers a visitor only Assets and Components, like the rail', async () => {
    const user = userEvent.setup();
    const visitorProject = createTestProject({ isOwner: false, email: null });
    renderWithApp(
      <MobileWorkspaceMenu project={visitorProject} onOpenAssets={vi.fn()} onOpenComponents={vi.fn()} />,
      { user: createTestUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Assets', 'Components']);
  });
});
