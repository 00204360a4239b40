// @vitest-environment happy-dom
import { emptyIntegrations, MESSAGES, type SupabaseProject } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { SupabaseDialog } from './supabase-dialog';

const bakery: SupabaseProject = {
  id: 'abcdefghijklmnopqrst',
  ref: 'abcdefghijklmnopqrst',
  organization_id: 'org-1',
  name: 'bakery-db',
  region: 'eu-central-1',
  connection_string: 'postgresql://postgres:••••••••@db.abcdefghijklmnopqrst.supabase.co:5432/postgres',
  organization: { id: 'org-1', name: 'Crumb Ltd' },
};

const selfHosted: SupabaseProject = {
  id: 'self-hosted:db.example.com',
  ref: 'self-hosted:db.example.com',
  organization_id: '',
  name: 'db.example.com',
  region: 'self-hosted',
  connection_string: null,
};

type Status = { isConnected: boolean; linkedProject: SupabaseProject | null; isConfigured: boolean };

function serve(status: Status, sent: Record<string, unknown>[] = []) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/supabase/is-connected': () => jsonResponse(200, { success: true, data: status }),
      '/api/supabase/get-projects': () =>
        jsonResponse(200, {
          success: true,
          projects: [bakery],
          organizations: [
            { id: 'org-1', name: 'Crumb Ltd' },
            { id: 'org-2', name: 'Side projects' },
          ],
        }),
      '/api/supabase/create-project': (body) => {
        sent.push({ call: 'create', ...(body as object) });
        return jsonResponse(200, { success: true, project: { ...bakery, name: 'new-db' } });
      },
      '/api/supabase/link-project': (body) => {
        sent.push({ call: 'link', ...(body as object) });
        return jsonResponse(200, { success: true, project: bakery });
      },
      '/api/supabase/self-hosted': (body) => {
        sent.push({ call: 'self-hosted', ...(body as object) });
        return jsonResponse(200, {
          success: true,
          project: { ...selfHosted },
        });
      },
      '/api/supabase/unlink-project': (body) => {
        sent.push({ call: 'unlink', ...(body as object) });
        return jsonResponse(200, { success: true, message: MESSAGES.SUPABASE_UNLINKED });
      },
    }),
  );
  return sent;
}

function open(props: { isPremium?: boolean; integrations?: ReturnType<typeof emptyIntegrations> } = {}) {
  const project = createTestProject({ integrations: props.integrations ?? emptyIntegrations() });
  renderWithApp(
    <SupabaseDialog
      project={project}
      email="ada@example.com"
      isPremium={props.isPremium ?? true}
      open
      onOpenChange={() => {}}
    />,
    { user: createTestUser() },
  );
  return screen.getByRole('dialog', { name: MESSAGES.SUPABASE_INTEGRATION });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Supabase dialog', () => {
  it('asks a user without a linked account to connect', async () => {
    serve({ isConnected: false, linkedProject: null, isConfigured: true });
    const dialog = open();
    expect(await within(dialog).findByRole('button', { name: 'Connect Supabase' })).toBeTruthy();
  });

  it('says so when the instance has no Supabase app', async () => {
    serve({ isConnected: false, linkedProject: null, isConfigured: false });
    const dialog = open();
    expect(await within(dialog).findByText(MESSAGES.SUPABASE_NOT_CONFIGURED)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Connect Supabase' })).toBeNull();
  });

  it('links an existing project, or creates one with the seed’s checks and us-east-1 first', async () => {
    const sent = serve({ isConnected: true, linkedProject: null, isConfigured: true });
    const user = userEvent.setup();
    const dialog = open();
    await user.click(await within(dialog).findByRole('button', { name: 'Link bakery-db' }));
    expect(sent.at(-1)).toEqual({ call: 'link', webId: 'p1', projectRef: bakery.ref });

    const name = within(dialog).getByLabelText('Database name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create database' }));
    expect(within(dialog).getByText(MESSAGES.SUPABASE_DB_NAME_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.SUPABASE_ORG_REQUIRED)).toBeTruthy();
    expect((within(dialog).getByLabelText('Region') as HTMLSelectElement).value).toBe('us-east-1');

    await user.type(name, 'new-db');
    await user.selectOptions(within(dialog).getByLabelText('Organization'), 'org-2');
    await user.click(within(dialog).getByRole('button', { name: 'Create database' }));
    expect(sent.at(-1)).toEqual({
      call: 'create',
      webId: 'p1',
      email: 'ada@example.com',
      dbName: 'new-db',
      organizationId: 'org-2',
      region: 'us-east-1',
      plan: 'free',
    });
  });

  it('shows the linked database and unlinks it', async () => {
    const sent = serve({ isConnected: true, linkedProject: bakery, isConfigured: true });
    const user = userEvent.setup();
    const dialog = open();
    const linked = await within(dialog).findByRole('region', { name: 'Linked database' });
    expect(within(linked).getByText('bakery-db')).toBeTruthy();
    expect(within(linked).getByText(/EU Frankfurt/)).toBeTruthy();
    await user.click(within(linked).getByRole('button', { name: 'Unlink' }));
    expect(sent.at(-1)).toEqual({ call: 'unlink', webappId: 'p1', projectRef: bakery.ref });
  });

  it('shows a database known only by its ref while its owner is signed out, and offers to connect', async () => {
    const ref = 'abcdefghijklmnopqrst';
    serve({
      isConnected: false,
      isConfigured: true,
      linkedProject: { id: ref, ref, organization_id: '', name: ref, region: '', connection_string: null },
    });
    const dialog = open();
    const linked = await within(dialog).findByRole('region', { name: 'Linked database' });
    expect(within(linked).getByText(ref)).toBeTruthy();
    expect(within(linked).getByText('Connect your Supabase account to see its details.')).toBeTruthy();
    expect(within(linked).getByRole('button', { name: 'Connect Supabase' })).toBeTruthy();
    expect(within(linked).getByRole('button', { name: 'Unlink' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Log out of Supabase' })).toBeNull();
  });

  it('keeps to one database: a project on Firebase gets the seed’s refusal, not the form', async () => {
    serve({ isConnected: true, linkedProject: null, isConfigured: true });
    const integrations = emptyIntegrations();
    integrations.firebase = { ...integrations.firebase, database: true, wasEnabled: true };
    const dialog = open({ integrations });
    expect(
      await within(dialog).findByText(
        "You're already connected to Firebase. Only one database connection is allowed at a time.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create database' })).toBeNull();
  });

  it('refuses before asking to sign in: a project that used Firebase gets the seed’s lock', async () => {
    serve({ isConnected: false, linkedProject: null, isConfigured: true });
    const integrations = emptyIntegrations();
    integrations.firebase = { ...integrations.firebase, wasEnabled: true };
    const dialog = open({ integrations });
    expect(
      await within(dialog).findByText(
        'This project was previously using Firebase, please continue with Firebase.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Connect Supabase' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Use a self-hosted Supabase' })).toBeNull();
  });

  it('connects a self-hosted Supabase by URL and keys, with no Supabase app on the instance', async () => {
    const sent = serve({ isConnected: false, linkedProject: null, isConfigured: false });
    const user = userEvent.setup();
    const dialog = open();
    await user.click(await within(dialog).findByRole('button', { name: 'Use a self-hosted Supabase' }));
    const form = within(dialog).getByRole('form', { name: 'Self-hosted Supabase' });
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(within(form).getByText(MESSAGES.SUPABASE_URL_REQUIRED)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.SUPABASE_SERVICE_KEY_REQUIRED)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Supabase URL'), 'https://db.example.com');
    await user.type(within(form).getByLabelText('Anon key'), 'anon');
    await user.type(within(form).getByLabelText('Service role key'), 'service');
    expect((within(form).getByLabelText('Service role key') as HTMLInputElement).type).toBe('password');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(sent.at(-1)).toEqual({
      call: 'self-hosted',
      webId: 'p1',
      url: 'https://db.example.com',
      anonKey: 'anon',
      serviceRoleKey: 'service',
    });
  });

  it('shows a linked self-hosted database without a Supabase account or a dashboard link', async () => {
    serve({ isConnected: false, linkedProject: selfHosted, isConfigured: false });
    const dialog = open();
    const linked = await within(dialog).findByRole('region', { name: 'Linked database' });
    expect(within(linked).getByText('db.example.com')).toBeTruthy();
    expect(within(linked).getByText('Self-hosted Supabase')).toBeTruthy();
    expect(within(linked).queryByRole('link', { name: /Open in Supabase/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Log out of Supabase' })).toBeNull();
  });
});
