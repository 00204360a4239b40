// @vitest-environment happy-dom
import type { Project } from '@kiln/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectSocket } from '@/features/realtime';
import { createTestProject, createTestUser } from '@/test/builders';
import { createFakeSocket } from '@/test/fake-socket';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { useDeploymentEvents } from '../hooks/use-deployment-events';
import { DeployButton } from './deploy-button';

const CURRENT = 'abc1234def5678';
const OLDER = '0123456789abcd';
const LIVE = 'http://habit-garden.app.localhost:3000/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the deploy call (slowly enough for a second click to land meanwhile) and counts the calls. */
function serveDeploy() {
  const deploys: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/web/deploy': async (body) => {
        deploys.push(body);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return jsonResponse(200, { success: true, data: { prodLink: LIVE, deployedCommitHash: CURRENT } });
      },
    }),
  );
  return deploys;
}

async function openPopover(project: Partial<Project>) {
  renderWithApp(<DeployButton project={createTestProject({ currentCommitHash: CURRENT, ...project })} />, {
    user: createTestUser({ isPremium: true }),
  });
  await userEvent.setup().click(screen.getByRole('button', { name: /Deploy|Redeploy/ }));
  return screen.getByRole('dialog', { name: 'Deploy' });
}

const deployed = (hash: string): Partial<Project> => ({
  prodLink: LIVE,
  deployedCommitHash: hash,
  deployedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
});

/** The workspace's part of deploying: the header's button and the room's deploy events. */
function WorkspaceDeploy({ project, socket }: { project: Project; socket: ProjectSocket }) {
  useDeploymentEvents(project, socket);
  return <DeployButton project={project} />;
}

describe('the Deploy popover', () => {
  it('says why a site the operator took down cannot be deployed, and offers no deploy', async () => {
    const popover = await openPopover({
      ...deployed(CURRENT),
      siteTakedown: { reason: 'Phishing page', at: new Date().toISOString() },
    });
    expect(within(popover).getByRole('alert').textContent).toBe(
      'The operator of this Kiln took this site down: Phishing page. It cannot be deployed until they restore it.',
    );
    expect((within(popover).getByRole('button', { name: 'Redeploy' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says the live site is up to date, naming its version, and Redeploy does not lead', async () => {
    const popover = await openPopover(deployed(CURRENT));
    expect(within(popover).getByText('Up to date')).toBeTruthy();
    expect(popover.textContent).toContain('Live version abc1234, deployed 3 minutes ago.');
    const redeploy = within(popover).getByRole('button', { name: 'Redeploy' });
    expect(redeploy.className).not.toContain('bg-ember-600');
  });

  it('says an update is available when the current version is not the live one, and Redeploy leads', async () => {
    const popover = await openPopover(deployed(OLDER));
    expect(within(popover).getByText('Update available')).toBeTruthy();
    expect(popover.textContent).toContain(
      'Live version 0123456, deployed 3 minutes ago. The current version is not live yet.',
    );
    expect(within(popover).getByRole('button', { name: 'Redeploy' }).className).toContain('bg-ember-600');
  });

  it('shows a deploy the server says is going on (a workspace reloaded meanwhile)', async () => {
    const popover = await openPopover({
      ...deployed(OLDER),
      deploymentStatus: { phase: 'BUILDING', subPhase: null },
    });
    const action = within(popover).getByRole('button', { name: 'Redeploying...' });
    expect((action as HTMLButtonElement).disabled).toBe(true);
  });

  it('deploys once on a double click', async () => {
    const deploys = serveDeploy();
    // A user who asks for less motion gets the success dialog without confetti.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const popover = await openPopover({});
    const action = within(popover).getByRole('button', { name: 'Deploy' });
    fireEvent.click(action);
    fireEvent.click(action);
    expect(await screen.findByRole('dialog', { name: 'Deployed' })).toBeTruthy();
    expect(deploys).toHaveLength(1);
  });

  it('never leaves a stale result toast under a failure dialog, whenever the events arrive', async () => {
    // The first deploy goes live; the redeploy fails, and its event comes after the answer.
    let deploys = 0;
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/deploy': () =>
          ++deploys === 1
            ? jsonResponse(200, { success: true, data: { prodLink: LIVE, deployedCommitHash: CURRENT } })
            : jsonResponse(500, { success: false, message: 'Deployment failed' }),
      }),
    );
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const fake = createFakeSocket();
    const project = createTestProject({ currentCommitHash: CURRENT });
    renderWithApp(<WorkspaceDeploy project={project} socket={fake.socket} />, {
      user: createTestUser({ isPremium: true }),
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deploy' })).getByRole('button', { name: 'Deploy' }),
    );
    const deployed = await screen.findByRole('dialog', { name: 'Deployed' });
    expect(await screen.findByText('Deployment completed successfully')).toBeTruthy();
    fake.emit('deployment:complete', { prodLink: LIVE });
    await user.click(within(deployed).getByRole('button', { name: 'Close' }));

    // (The project prop stands still here: the button keeps its first label.)
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deploy' })).getByRole('button', { name: 'Deploy' }),
    );
    expect(await screen.findByRole('dialog', { name: /failed/i })).toBeTruthy();
    fake.emit('deployment:complete', { prodLink: null });
    await waitFor(() => expect(screen.queryByText('Deployment completed successfully')).toBeNull());
    expect(screen.queryAllByRole('dialog', { name: /failed/i })).toHaveLength(1);
    expect(screen.queryByRole('status', { name: /failed/i })).toBeNull();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});
