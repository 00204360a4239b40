// @vitest-environment happy-dom
import { type FeedbackItem, MESSAGES } from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { FeedbackDialog } from './feedback-dialog';
import { LiveSupportDialog } from './live-support-dialog';

const sent: { path: string; body: unknown }[] = [];
let failSends = false;
let thread: FeedbackItem[] = [];

function stored(kind: FeedbackItem['kind'], body: { message: string; rating?: number }): FeedbackItem {
  return {
    _id: `f${sent.length}`,
    kind,
    webId: 'p1',
    message: body.message,
    rating: body.rating ?? null,
    createdAt: new Date().toISOString(),
  };
}

function answer(path: string, kind: FeedbackItem['kind']) {
  return (body: unknown) => {
    sent.push({ path, body });
    if (failSends) return jsonResponse(500, { success: false, message: 'boom', code: 'internal' });
    return jsonResponse(200, { success: true, data: stored(kind, body as { message: string }) });
  };
}

beforeEach(() => {
  sent.length = 0;
  failSends = false;
  thread = [];
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/feedback': answer('/api/feedback', 'feedback'),
      '/api/support/messages': answer('/api/support/messages', 'support'),
      '/api/support/list': () => jsonResponse(200, { success: true, data: thread }),
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Feedback dialog', () => {
  it('sends the rating and the trimmed message with Ctrl+Enter, then says thanks', async () => {
    const user = userEvent.setup();
    renderWithApp(<FeedbackDialog projectId="p1" />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your feedback'), '  Love the previews  ');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', MESSAGES.FEEDBACK_SENT);
    expect(sent).toEqual([
      { path: '/api/feedback', body: { webId: 'p1', message: 'Love the previews', rating: 4 } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send more' }));
    expect((within(dialog).getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog).getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the text when the send fails', async () => {
    failSends = true;
    const user = userEvent.setup();
    renderWithApp(<FeedbackDialog projectId="p1" />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Something broke');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(MESSAGES.SEND_MESSAGE_FAILED)).toBeDefined();
    expect((within(dialog).getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe(
      'Something broke',
    );
  });
});

describe('the Live Support dialog', () => {
  it('sends a message, clears the box and adds it to the thread', async () => {
    const user = userEvent.setup();
    renderWithApp(<LiveSupportDialog projectId="p1" />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Live Support' }));
    const dialog = screen.getByRole('dialog', { name: 'Live Support' });
    const box = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
    await user.type(box, 'How do I deploy?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(box.value).toBe(''));
    expect(sent).toEqual([
      { path: '/api/support/messages', body: { webId: 'p1', message: 'How do I deploy?' } },
    ]);
    expect(within(dialog).getByRole('status').textContent).toBe(MESSAGES.SUPPORT_SENT);
    expect(
      within(within(dialog).getByRole('list', { name: 'Support history' })).getByText('How do I deploy?'),
    ).toBeDefined();
  });

  it('cancels from the shared form', async () => {
    const user = userEvent.setup();
    renderWithApp(<LiveSupportDialog />, { user: createTestUser() });
    await user.click(screen.getByRole('button', { name: 'Live Support' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Live Support' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
