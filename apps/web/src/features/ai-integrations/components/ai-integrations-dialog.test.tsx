// @vitest-environment happy-dom
import { emptyIntegrations, MESSAGES, type Phase } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp } from '@/test/render';
import { AiIntegrationsDialog } from './ai-integrations-dialog';

type Sent = { path: string; body: unknown };

function serve(respond: (body: { integrations: Record<string, { enabled: boolean }> }) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://kiln.test').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body });
    if (path === '/api/integrations/details/p1') return respond(body);
    return jsonResponse(200, { success: true, data: [] });
  });
  return sent;
}

function open(options: { phase?: Phase; chat?: boolean } = {}) {
  const integrations = emptyIntegrations();
  if (options.chat) integrations.ai = { chat: { enabled: true } };
  const project = createTestProject({ integrations, phase: options.phase ?? 'COMPLETE' });
  renderWithApp(<AiIntegrationsDialog project={project} open onOpenChange={() => {}} />, {
    user: createTestUser(),
  });
  return screen.getByRole('dialog', { name: 'AI Integrations' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the AI Integrations dialog', () => {
  it('lists the AI features with their flags and saves them with the limits: AI ready!', async () => {
    const sent = serve((body) => jsonResponse(200, { success: true, data: body.integrations }));
    const user = userEvent.setup();
    const dialog = open();
    for (const name of ['Chat', 'Text generation', 'Summarise', 'Image generation']) {
      expect(
        within(dialog)
          .getByRole('switch', { name: new RegExp(`^${name}`) })
          .getAttribute('aria-checked'),
      ).toBe('false');
    }
    await user.click(within(dialog).getByRole('switch', { name: /^Summarise/ }));
    const perVisitor = within(dialog).getByLabelText('For each visitor');
    await user.clear(perVisitor);
    await user.type(perVisitor, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.AI_READY)).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/integrations/details/p1')?.body).toEqual({
      integrations: {
        chat: { enabled: false },
        generate: { enabled: false },
        summarize: { enabled: true },
        image: { enabled: false },
      },
      limits: { projectPerHour: 200, visitorPerHour: 5 },
    });
  });

  it("says 'Removed AI integrations' when every feature is turned off", async () => {
    serve((body) => jsonResponse(200, { success: true, data: body.integrations }));
    const user = userEvent.setup();
    const dialog = open({ chat: true });
    const chat = within(dialog).getByRole('switch', { name: /^Chat/ });
    expect(chat.getAttribute('aria-checked')).toBe('true');
    await user.click(chat);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.AI_INTEGRATIONS_REMOVED)).toBeTruthy();
  });

  it('is blocked during a generation, and shows the server’s refusal', async () => {
    const sent = serve(() =>
      jsonResponse(409, { success: false, code: 'conflict', message: MESSAGES.WAIT_WHILE_GENERATING }),
    );
    const user = userEvent.setup();
    const dialog = open({ phase: 'RUN_LLM_EDIT' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.WAIT_WHILE_GENERATING)).toBeTruthy();
    expect(sent.filter((s) => s.path.startsWith('/api/integrations/details'))).toHaveLength(0);
    cleanup();

    // A run that started after the page last heard: the server says so, the dialog shows it.
    const again = open();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.path.startsWith('/api/integrations/details'))).toHaveLength(1),
    );
    expect((await screen.findAllByText(MESSAGES.WAIT_WHILE_GENERATING)).length).toBeGreaterThan(0);
  });
});
