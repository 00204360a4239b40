// @vitest-environment happy-dom
import { BILLING_PLANS, MESSAGES, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/features/projects';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp } from '@/test/render';
import { OwnerRail } from './owner-rail';
import { WorkspaceHeader } from './workspace-header';

/** The header as the page renders it: fed from the query cache, so optimistic updates show. */
function CachedHeader({ id }: { id: string }) {
  const { data } = useQuery<Project>({
    queryKey: projectKeys.detail(id, 'web'),
    queryFn: () => Promise.reject(new Error('the test seeds the cache')),
    enabled: false,
  });
  return data ? <WorkspaceHeader project={data} /> : null;
}

function renderHeader(project: Project, options: Parameters<typeof renderWithApp>[1] = {}) {
  const view = renderWithApp(<CachedHeader id={project._id} />, {
    path: `/workspace/${project._id}`,
    ...options,
  });
  view.queryClient.setQueryData(projectKeys.detail(project._id, 'web'), project);
  return view;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> };
}

describe('WorkspaceHeader for a signed-out visitor', () => {
  const project = createTestProject({ isOwner: false, email: null, projectName: 'Shared Garden' });

  it('shows the logo, the name, Log In and Fork Project, and nothing an owner gets', async () => {
    renderHeader(project);
    expect(await screen.findByRole('link', { name: 'Kiln home' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shared Garden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fork Project' })).toBeTruthy();
    for (const name of ['Rename project', 'Favourite', 'Feedback', 'Live Support', 'Upgrade Plan']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('asks to sign in to fork and goes to sign up, returning to the project with from=fork', async () => {
    const { router } = renderHeader(project);
    await userEvent.click(await screen.findByRole('button', { name: 'Fork Project' }));
    expect(await screen.findByText(MESSAGES.SIGN_IN_TO_FORK)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/workspace/p1?from=fork');
  });
});

describe('the page chrome a non-owner sees (issue 17 §4)', () => {
  const project = createTestProject({ isOwner: false, email: 'owner@example.com' });
  const viewers = [
    { kind: 'a signed-out visitor', user: null },
    { kind: 'a signed-in free non-owner', user: createTestUser({ isPremium: false }) },
    { kind: 'a signed-in premium non-owner', user: createTestUser({ isPremium: true }) },
  ];

  it.each(viewers)('has one Kiln logo and one primary action, Fork Project, for $kind', async ({ user }) => {
    // The rail and the header, as the workspace page lays them out side by side.
    const { container } = renderWithApp(
      <>
        <OwnerRail project={project} onOpenComponents={vi.fn()} />
        <WorkspaceHeader project={project} />
      </>,
      { path: `/workspace/${project._id}`, user },
    );
    await screen.findByRole('button', { name: 'Fork Project' });
    const homeLinks = [...container.querySelectorAll('a[href="/"]')];
    expect(homeLinks.map((link) => link.getAttribute('aria-label'))).toEqual(['Kiln home']);
    const primary = [...container.querySelectorAll('[data-variant="primary"]')];
    expect(primary.map((button) => button.textContent?.trim())).toEqual(['Fork Project']);
    const upgrade = screen.queryByRole('button', { name: 'Upgrade Plan' });
    if (user && !user.isPremium) expect(upgrade?.getAttribute('data-variant')).toBe('secondary');
    else expect(upgrade).toBeNull();
  });

  it('leaves the owner their logo in the rail, and none in the header on a wide screen', () => {
    const { container } = renderWithApp(
      <>
        <OwnerRail project={createTestProject()} />
        <WorkspaceHeader project={createTestProject()} />
      </>,
      { path: '/workspace/p1', user: createTestUser({ isPremium: true }) },
    );
    const railLogo = screen.getByRole('link', { name: 'Home' });
    expect(railLogo.closest('nav')?.getAttribute('aria-label')).toBe('Workspace');
    // The header's own is only for phones, where the rail folds away.
    const headerLogo = screen.getByRole('link', { name: 'Kiln home' });
    expect(headerLogo.parentElement?.className).toContain('md:hidden');
    expect(container.querySelectorAll('a[href="/"]')).toHaveLength(2);
  });
});

describe('WorkspaceHeader for a free owner', () => {
  const user = createTestUser({ isPremium: false });

  it('shows rename, favourite, support, feedback and Upgrade Plan, but no Log In or Fork', async () => {
    renderHeader(createTestProject(), { user });
    expect(await screen.findByRole('button', { name: 'Rename project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Live Support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fork Project' })).toBeNull();
  });

  it('refuses Favourite with the premium message and sends nothing', async () => {
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(await screen.findByText(MESSAGES.PREMIUM_RESTRICTED)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the pricing dialog with the seed prices and the admin command', async () => {
    // An instance without Stripe: the dialog explains the operator's grant.
    fetchMock.mockResolvedValue(
      jsonResponse(200, { isEnabled: false, plans: BILLING_PLANS, hasSubscription: false, features: [] }),
    );
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('$89');
    expect(text).toContain('per month');
    expect(text).toContain('$59');
    expect(text).toContain('per year');
    expect(text).toContain('Save 33%');
    expect(await within(dialog).findByText('npm run admin -- set-plan ada@example.com premium')).toBeTruthy();
  });
});

describe('WorkspaceHeader favourite for a premium owner', () => {
  const user = createTestUser({ isPremium: true });

  it('stars at once, before the server answers, then confirms', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite' }));

    const starred = await screen.findByRole('button', { name: 'Unfavourite' });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    expect(lastRequest()).toEqual({ url: '/api/web/favourites/toggle', body: { webId: 'p1' } });

    answer(jsonResponse(200, { success: true, data: { favourite: true } }));
    expect(await screen.findByText(MESSAGES.FAVOURITE_ADDED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfavourite' })).toBeTruthy();
  });

  it('rolls the star back when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { success: false, message: 'boom', code: 'internal' }));
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(await screen.findByText(MESSAGES.FAVOURITE_FAILED)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });
});

describe('WorkspaceHeader rename', () => {
  const user = createTestUser({ isPremium: false });

  it('saves the trimmed name on Enter and shows it at once', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, message: 'Project renamed successfully' }),
    );
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(input);
    await userEvent.type(input, '  Streak Garden  {Enter}');

    expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Streak Garden');
    expect(lastRequest()).toEqual({
      url: '/projects/rename',
      body: { projectId: 'p1', newName: 'Streak Garden', isComponent: false },
    });
    expect(await screen.findByText(MESSAGES.PROJECT_RENAMED)).toBeTruthy();
  });

  it('restores the name on Escape and sends nothing', async () => {
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), ' and more{Escape}');
    expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Habit Garden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips an empty or unchanged name on blur', async () => {
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Project name' }));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Rename project' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), '{Enter}');
    expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Habit Garden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the old name back and shows the server message when refused', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        success: false,
        message: 'Project name must be at most 80 characters',
        code: 'validation',
      }),
    );
    renderHeader(createTestProject(), { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), ' X{Enter}');
    expect(await screen.findByText('Project name must be at most 80 characters')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Habit Garden'),
    );
  });
});
