// @vitest-environment happy-dom
import type { Inbox } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { InboxRailButton } from './inbox-rail-button';

const message = {
  id: 'm1',
  name: 'Ada',
  email: 'ada@visitor.test',
  subject: 'Cake order',
  message: 'Two lemon tarts, please.\nFor Saturday.',
  emailedAt: null,
  readAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the inbox', () => {
  it('shows the unread count, opens a message (read), and deletes it', async () => {
    let inbox: Inbox = { messages: [message], unread: 1 };
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/inbox/list': () => jsonResponse(200, { success: true, data: inbox }),
        '/api/web/inbox/read': () => {
          sent.push('read');
          inbox = { messages: [{ ...message, readAt: '2026-01-02T11:00:00.000Z' }], unread: 0 };
          return jsonResponse(200, { success: true, data: inbox });
        },
        '/api/web/inbox/delete': () => {
          sent.push('delete');
          inbox = { messages: [], unread: 0 };
          return jsonResponse(200, { success: true, data: inbox });
        },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<InboxRailButton webId="p1" />, { user: createTestUser() });
    await user.click(await screen.findByRole('button', { name: 'Inbox, 1 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Inbox' });
    await user.click(within(dialog).getByRole('button', { name: /Cake order \(unread\)/ }));
    const opened = within(dialog).getByRole('article', { name: 'Cake order' });
    expect(opened.textContent).toContain('Two lemon tarts, please.\nFor Saturday.');
    expect(sent).toEqual(['read']);
    await user.click(within(opened).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/No messages yet/)).toBeTruthy();
    expect(sent).toEqual(['read', 'delete']);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBeTruthy();
  });
});
