// @vitest-environment happy-dom
import { type AdminMail, calls, type InstanceHealth } from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { createTestAdminProject, createTestThread } from '../testing';
import { AdminPage } from './admin-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = createTestUser({ id: 'u1', email: 'op@x.com', isAdmin: true });
const ok = (data: unknown) => jsonResponse(200, { success: true, data });

function renderTab(tab: string, routes: Parameters<typeof routeFetch>[0]) {
  vi.stubGlobal('fetch', routeFetch(routes));
  return renderWithApp(<AdminPage />, { user: ADMIN, path: `/admin?tab=${tab}` });
}

describe('the Projects tab', () => {
  it('takes a site down only with a reason, and sends it', async () => {
    const takedowns: unknown[] = [];
    let project = createTestAdminProject();
    renderTab('projects', {
      [calls.listAdminProjects.path]: () => ok([project]),
      [calls.takeDownSite.path]: (body) => {
        takedowns.push(body);
        project = { ...project, takenDownAt: '2026-02-01T10:00:00.000Z', takedownReason: 'Phishing page' };
        return ok(project);
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('link', { name: /habit-garden\.app\.localhost:3000/ })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Take site down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Habit Garden’s site down?' });
    expect(within(dialog).getByText("The reason is shown to the project's owner.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Take site down' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(takedowns).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Phishing page');
    await user.click(within(dialog).getByRole('button', { name: 'Take site down' }));
    await waitFor(() => expect(takedowns).toEqual([{ projectId: 'p1', reason: 'Phishing page' }]));
    expect(await screen.findByText('Taken down: Phishing page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore site' })).toBeTruthy();
  });

  it('says when a project has no live site', async () => {
    renderTab('projects', {
      [calls.listAdminProjects.path]: () => ok([createTestAdminProject({ prodLink: null })]),
    });
    expect(await screen.findByText('Not deployed')).toBeTruthy();
  });
});

describe('the Inbox tab', () => {
  it('sends a reply with the thread id and says it goes by email', async () => {
    const replies: unknown[] = [];
    renderTab('inbox', {
      [calls.listAdminInbox.path]: () => ok([createTestThread()]),
      [calls.replyToThread.path]: (body) => {
        replies.push(body);
        return ok(createTestThread({ status: 'answered' }));
      },
    });
    const user = userEvent.setup();
    const detail = await screen.findByRole('region', { name: 'Message from ada@x.com' });
    expect(within(detail).getByText('My site shows a blank page.')).toBeTruthy();
    expect(within(detail).getByText('Sent by email to ada@x.com.')).toBeTruthy();

    await user.type(within(detail).getByLabelText('Reply'), '  It is fixed now.  ');
    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replies).toEqual([{ threadId: 't1', message: 'It is fixed now.' }]));
    expect((within(detail).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for open threads first, then for what the filters say', async () => {
    const urls: string[] = [];
    const route = routeFetch({ [calls.listAdminInbox.path]: () => ok([]) });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      return route(input, init);
    });
    renderWithApp(<AdminPage />, { user: ADMIN, path: '/admin?tab=inbox' });
    const user = userEvent.setup();
    expect(await screen.findByText('No messages here.')).toBeTruthy();
    expect(urls).toEqual([`${calls.listAdminInbox.path}?status=open`]);

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: 'All' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Kind' })).getByRole('radio', { name: 'Feedback' }),
    );
    await waitFor(() => expect(urls.at(-1)).toBe(`${calls.listAdminInbox.path}?kind=feedback`));
  });

  it('shows the replies with their mail status', async () => {
    const thread = createTestThread({
      status: 'answered',
      replies: [
        {
          id: 'r1',
          message: 'Try again now.',
          adminEmail: 'op@x.com',
          mailStatus: 'outbox',
          createdAt: '2026-01-05T11:00:00.000Z',
        },
      ],
    });
    renderTab('inbox', { [calls.listAdminInbox.path]: () => ok([thread]) });
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Try again now.')).toBeTruthy();
    expect(within(replies).getByText('In outbox')).toBeTruthy();
  });
});

describe('the Mail tab', () => {
  it('notes the outbox and opens a message', async () => {
    const mail: AdminMail = {
      id: 'm1',
      kind: 'password-reset',
      to: 'ada@x.com',
      subject: 'Reset your Kiln password',
      text: 'Open this link:\nhttp://kiln.test/reset',
      status: 'outbox',
      error: null,
      createdAt: '2026-01-05T10:00:00.000Z',
      sentAt: null,
    };
    renderTab('mail', { [calls.listAdminMail.path]: () => ok([mail]) });
    const user = userEvent.setup();
    expect(
      await screen.findByText('No SMTP_URL is set: emails wait here instead of being sent.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset your Kiln password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Kiln password' });
    expect(within(dialog).getByText(/Open this link:/).textContent).toBe(mail.text);
  });
});

describe('the Health tab', () => {
  it('shows the engines and the disk in human sizes', async () => {
    const health: InstanceHealth = {
      version: '0.4.0',
      uptimeSeconds: 3_660,
      database: { engine: 'pglite', ok: true },
      queue: null,
      storage: { engine: 'local' },
      disk: { dataDir: '/srv/kiln/data', freeBytes: 20 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
      mail: 'outbox',
      models: [{ id: 'offline', label: 'Offline model', isConfigured: true }],
    };
    renderTab('health', { [calls.getInstanceHealth.path]: () => ok(health) });
    expect(await screen.findByText('Version 0.4.0')).toBeTruthy();
    expect(screen.getByText('Up for 1h 1m')).toBeTruthy();
    expect(screen.getByText('PGlite (embedded)')).toBeTruthy();
    expect(screen.getByText('20 GB free of 100 GB')).toBeTruthy();
    expect(screen.getByText('One process (in-memory queue)')).toBeTruthy();
  });
});
