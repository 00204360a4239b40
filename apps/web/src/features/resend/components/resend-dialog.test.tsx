// @vitest-environment happy-dom
import {
  emptyIntegrations,
  type Integrations,
  MESSAGES,
  maskedResendKey,
  type Project,
} from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { ResendDialog } from './resend-dialog';

function serve(sent: Record<string, unknown>[], answer: (path: string) => Response) {
  const route = (path: string) => (body: unknown) => {
    sent.push({ path, ...(body as object) });
    return answer(path);
  };
  vi.stubGlobal(
    'fetch',
    routeFetch({ '/api/resend/connect': route('connect'), '/api/resend/update': route('update') }),
  );
}

function open(
  props: { isPremium?: boolean; phase?: Project['phase']; resend?: Partial<Integrations['resend']> } = {},
) {
  const integrations = emptyIntegrations();
  const project = createTestProject({
    phase: props.phase ?? 'COMPLETE',
    integrations: { ...integrations, resend: { ...integrations.resend, ...props.resend } },
  });
  renderWithApp(
    <ResendDialog project={project} isPremium={props.isPremium ?? true} open onOpenChange={() => {}} />,
    { user: createTestUser() },
  );
  return screen.getByRole('dialog', { name: MESSAGES.RESEND_INTEGRATION });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Resend dialog', () => {
  it('says every message of the seed before sending anything', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(sent, () => jsonResponse(200, { success: true, message: MESSAGES.RESEND_STARTED }));
    const user = userEvent.setup();
    const dialog = open();
    const connect = within(dialog).getByRole('button', { name: 'Connect' });
    await user.click(connect);
    expect(within(dialog).getByText(MESSAGES.RESEND_API_KEY_REQUIRED)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('API key'), 're_live_1234');
    await user.type(within(dialog).getByLabelText('Domain'), 'bakery.test');
    await user.click(connect);
    expect(within(dialog).getByText(MESSAGES.RESEND_USERNAME_REQUIRED)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Domain'));
    await user.type(within(dialog).getByLabelText('Email username'), 'hello');
    await user.click(connect);
    expect(within(dialog).getByText(MESSAGES.RESEND_USERNAME_AND_DOMAIN)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Domain'), 'bakery.test');
    await user.type(within(dialog).getByLabelText('Send messages to'), 'orders@bakery.test, me@bakery.test');
    await user.click(connect);
    expect(await screen.findByText(MESSAGES.RESEND_STARTED)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: 'connect',
        webId: 'p1',
        projectRef: null,
        apiKey: 're_live_1234',
        domain: 'bakery.test',
        fromAddress: 'hello',
        recipients: ['orders@bakery.test', 'me@bakery.test'],
      },
    ]);
  });

  it('shows a refused key inline and the server message as a toast', async () => {
    serve([], () =>
      jsonResponse(400, { success: false, code: 'validation', message: MESSAGES.RESEND_CONNECT_FAILED }),
    );
    const user = userEvent.setup();
    const dialog = open();
    await user.type(within(dialog).getByLabelText('API key'), 're_wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.RESEND_CONNECT_FAILED,
    );
    expect((await screen.findAllByText(MESSAGES.RESEND_CONNECT_FAILED)).length).toBe(2);
  });

  it('connects only in COMPLETE; once connected, updates only a changed form, the key kept masked', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(sent, () => jsonResponse(200, { success: true, message: MESSAGES.RESEND_UPDATED }));
    const busy = open({ phase: 'RUN_LLM_EDIT' });
    await userEvent.setup().type(within(busy).getByLabelText('API key'), 're_live_1234');
    expect(within(busy).getByRole('button', { name: 'Connect' })).toHaveProperty('disabled', true);
    cleanup();

    const user = userEvent.setup();
    const dialog = open({
      resend: { enabled: true, apiKeyLast4: '1234', domain: 'bakery.test', fromAddress: 'hello' },
    });
    expect(within(dialog).getByLabelText('API key')).toHaveProperty('value', maskedResendKey('1234'));
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByLabelText('Email username'));
    await user.type(within(dialog).getByLabelText('Email username'), 'orders');
    expect(update).toHaveProperty('disabled', false);
    await user.click(update);
    expect(await screen.findByText(MESSAGES.RESEND_UPDATED)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      path: 'update',
      apiKey: maskedResendKey('1234'),
      fromAddress: 'orders',
    });
  });

  it('tells a free user Resend is premium only', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(sent, () => jsonResponse(200, { success: true, message: MESSAGES.RESEND_STARTED }));
    const user = userEvent.setup();
    const dialog = open({ isPremium: false });
    expect(within(dialog).getByText(MESSAGES.RESEND_PREMIUM)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('API key'), 're_live_1234');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await screen.findAllByText(MESSAGES.RESEND_PREMIUM)).length).toBe(2);
    expect(sent).toEqual([]);
  });
});
