// @vitest-environment happy-dom
import type { ComponentSummary } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { ComponentsPanel } from './components-panel';

const card: ComponentSummary = {
  _id: 'c0ffee000000000000000001',
  projectName: 'Pricing Card',
  link: 'http://gentle-raven-1234.preview.localhost:3000',
  phase: 'COMPLETE',
  currentCommitHash: 'abc1234',
  updated: new Date().toISOString(),
};

function serve(components: ComponentSummary[], sent: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/web/components/list': () => jsonResponse(200, { success: true, data: components }),
      '/api/web/chat/messages': (body) => {
        sent.push(body);
        return jsonResponse(200, {
          success: true,
          data: { lastMessageId: 'a55157a0000000000000000a' },
          subscription: { editsInfo: { used: 1, allowed: 10 } },
        });
      },
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Components tab', () => {
  it('shows the owner’s components live and sends “Use in this project” for the previewed page', async () => {
    const sent: unknown[] = [];
    serve([card], sent);
    const user = userEvent.setup();
    const project = createTestProject({ isOwner: true, phase: 'COMPLETE' });
    renderWithApp(
      <ComponentsPanel project={project} navigationUrl="http://x.preview.localhost:3000/about?ref=1" />,
      { user: createTestUser() },
    );
    const item = await screen.findByRole('listitem', { name: 'Pricing Card' });
    expect(within(item).getByTitle('Pricing Card preview').getAttribute('src')).toBe(card.link);
    expect(within(item).getByTitle('Pricing Card preview').getAttribute('sandbox')).toContain(
      'allow-scripts',
    );
    await user.click(within(item).getByRole('button', { name: 'Use in this project' }));
    expect(sent).toEqual([
      expect.objectContaining({
        webId: project._id,
        mode: 'build',
        componentId: card._id,
        currentNavigationUrl: '/about?ref=1',
        messages: [{ role: 'user', content: 'Use the component “Pricing Card” in this project.' }],
      }),
    ]);
  });

  it('waits while a run is in progress, and for a component with no version', async () => {
    serve([
      card,
      {
        ...card,
        _id: 'c0ffee000000000000000002',
        projectName: 'Draft',
        currentCommitHash: null,
        phase: 'FAILED',
      },
    ]);
    renderWithApp(
      <ComponentsPanel
        project={createTestProject({ isOwner: true, phase: 'RUN_LLM_EDIT' })}
        navigationUrl={null}
      />,
      { user: createTestUser() },
    );
    const ready = await screen.findByRole('listitem', { name: 'Pricing Card' });
    expect(within(ready).getByRole('button', { name: 'Use in this project' })).toHaveProperty(
      'disabled',
      true,
    );
    const draft = screen.getByRole('listitem', { name: 'Draft' });
    expect(within(draft).getByText('No version yet')).toBeTruthy();
    expect(within(draft).queryByTitle('Draft preview')).toBeNull();
  });

  it('shows visitors their own components without adding, and a way back to the preview', async () => {
    serve([card]);
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <ComponentsPanel
        project={createTestProject({ isOwner: false })}
        navigationUrl={null}
        onBack={onBack}
      />,
      { user: createTestUser() },
    );
    const item = await screen.findByRole('listitem', { name: 'Pricing Card' });
    expect(within(item).queryByRole('button', { name: 'Use in this project' })).toBeNull();
    expect(screen.getByText(/Fork this project to add them to it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to preview' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in, and says how to start when there are none', async () => {
    serve([]);
    renderWithApp(<ComponentsPanel project={createTestProject({ isOwner: false })} navigationUrl={null} />, {
      user: null,
      path: '/workspace/abc',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?returnTo=%2Fworkspace%2Fabc',
    );
    cleanup();
    renderWithApp(<ComponentsPanel project={createTestProject({ isOwner: true })} navigationUrl={null} />, {
      user: createTestUser(),
    });
    expect(await screen.findByText('No components yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New component' }).getAttribute('href')).toBe('/');
  });
});
