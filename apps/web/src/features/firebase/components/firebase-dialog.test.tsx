// @vitest-environment happy-dom
import { emptyIntegrations, type Integrations, MESSAGES } from '@kiln/contracts';
import { SERVICE_ACCOUNT_EXAMPLE as SERVICE_ACCOUNT } from '@kiln/contracts/testing/firebase';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { FirebaseDialog } from './firebase-dialog';

const WEB_CONFIG = `const firebaseConfig = {
  apiKey: "AIzaSy-example",
  authDomain: "pet-shop.firebaseapp.com",
  projectId: "pet-shop",
  storageBucket: "pet-shop.appspot.com",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc",
};`;

type Answer = { status: number; body: unknown };

function serve(answers: { connect?: Answer; disconnect?: Answer } = {}) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/web/integrations/firebase/connect': (body) => {
        sent.push({ call: 'connect', ...(body as object) });
        const answer = answers.connect ?? {
          status: 200,
          body: { success: true, data: { database: true, auth: true, wasEnabled: true, client: null } },
        };
        return jsonResponse(answer.status, answer.body);
      },
      '/api/web/integrations/firebase/disconnect': (body) => {
        sent.push({ call: 'disconnect', ...(body as object) });
        const answer = answers.disconnect ?? {
          status: 200,
          body: { success: true, data: { database: false, auth: false, wasEnabled: true, client: null } },
        };
        return jsonResponse(answer.status, answer.body);
      },
    }),
  );
  return sent;
}

function open(integrations: Integrations = emptyIntegrations()) {
  renderWithApp(
    <FirebaseDialog project={createTestProject({ integrations })} open onOpenChange={() => {}} />,
    { user: createTestUser() },
  );
  return screen.getByRole('dialog', { name: MESSAGES.FIREBASE_INTEGRATION });
}

/** Types into a config box (pasted text: userEvent would read `{` as a key descriptor). */
function paste(dialog: HTMLElement, label: string, text: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: text } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Firebase dialog', () => {
  it('asks for a feature, then for each enabled one to be saved, in the seed words', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const dialog = open();
    const connect = within(dialog).getByRole('button', { name: 'Connect Firebase' });
    await user.click(connect);
    expect(await screen.findByText(MESSAGES.FIREBASE_NO_FEATURE)).toBeTruthy();

    await user.click(within(dialog).getByRole('switch', { name: 'Firestore' }));
    await user.click(connect);
    expect(await screen.findByText(MESSAGES.FIRESTORE_NOT_SAVED)).toBeTruthy();

    paste(dialog, 'Service account JSON', JSON.stringify(SERVICE_ACCOUNT));
    await user.click(within(dialog).getByRole('button', { name: 'Save Firestore configuration' }));
    expect(await screen.findByText(MESSAGES.FIRESTORE_CONFIG_SAVED)).toBeTruthy();

    await user.click(within(dialog).getByRole('switch', { name: 'Auth' }));
    await user.click(connect);
    expect(await screen.findByText(MESSAGES.FIREBASE_AUTH_NOT_SAVED)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows what is wrong with a config when it is saved', async () => {
    serve();
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('switch', { name: 'Firestore' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Auth' }));
    const saveFirestore = within(dialog).getByRole('button', { name: 'Save Firestore configuration' });
    const saveAuth = within(dialog).getByRole('button', { name: 'Save Auth configuration' });

    const cases: [string, string, HTMLElement, string][] = [
      ['Service account JSON', '', saveFirestore, 'Please provide Firestore configuration'],
      [
        'Service account JSON',
        '{ type: 1 }',
        saveFirestore,
        'Invalid JSON format for Firestore configuration',
      ],
      [
        'Service account JSON',
        JSON.stringify({ ...SERVICE_ACCOUNT, universe_domain: undefined }),
        saveFirestore,
        'Firestore database config is missing required fields',
      ],
      ['Web app config', '', saveAuth, 'Please provide Auth configuration'],
      ['Web app config', 'apiKey = nope', saveAuth, 'Invalid format'],
      ['Web app config', '{ apiKey: "x", }', saveAuth, 'Firebase auth config is missing required fields'],
    ];
    for (const [label, text, save, message] of cases) {
      paste(dialog, label, text);
      await user.click(save);
      const field = within(dialog).getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByRole('alert').textContent).toBe(message);
      paste(dialog, label, 'x');
    }
  });

  it('connects both saved features, the web config read from JavaScript, the service account as it was', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('switch', { name: 'Firestore' }));
    paste(dialog, 'Service account JSON', JSON.stringify(SERVICE_ACCOUNT));
    await user.click(within(dialog).getByRole('button', { name: 'Save Firestore configuration' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Auth' }));
    paste(dialog, 'Web app config', WEB_CONFIG);
    await user.click(within(dialog).getByRole('button', { name: 'Save Auth configuration' }));
    expect(await screen.findByText(MESSAGES.FIREBASE_AUTH_CONFIG_SAVED)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Connect Firebase' }));
    expect(await screen.findByText(MESSAGES.FIREBASE_SETUP_DONE)).toBeTruthy();
    expect(sent).toEqual([
      {
        call: 'connect',
        subdomain: 'habit-garden',
        webId: 'p1',
        features: { database: true, auth: true },
        config: {
          server: SERVICE_ACCOUNT,
          client: {
            apiKey: 'AIzaSy-example',
            authDomain: 'pet-shop.firebaseapp.com',
            projectId: 'pet-shop',
            storageBucket: 'pet-shop.appspot.com',
            messagingSenderId: '1234567890',
            appId: '1:1234567890:web:abc',
          },
        },
      },
    ]);
  });

  it("says the server's refusal, or the seed's failure", async () => {
    serve({ connect: { status: 400, body: { success: false, message: 'Google did not accept this key.' } } });
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole('switch', { name: 'Auth' }));
    paste(dialog, 'Web app config', WEB_CONFIG);
    await user.click(within(dialog).getByRole('button', { name: 'Save Auth configuration' }));
    await user.click(within(dialog).getByRole('button', { name: 'Connect Firebase' }));
    expect(await screen.findByText('Google did not accept this key.')).toBeTruthy();
  });

  it('shows connected parts and disconnects both', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const integrations = emptyIntegrations();
    integrations.firebase = { database: true, auth: false, wasEnabled: true, client: null };
    const dialog = open(integrations);
    const firestore = within(dialog).getByRole('region', { name: 'Firestore' });
    expect(within(firestore).getByText('Connected')).toBeTruthy();
    expect(within(firestore).queryByRole('switch')).toBeNull();
    // Auth can still be added.
    expect(within(dialog).getByRole('switch', { name: 'Auth' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(MESSAGES.FIREBASE_DISCONNECTED)).toBeTruthy();
    expect(sent).toEqual([{ call: 'disconnect', webId: 'p1' }]);
  });

  it('says the seed failure when disconnecting fails', async () => {
    serve({ disconnect: { status: 500, body: { success: false, message: 'boom' } } });
    const user = userEvent.setup();
    const integrations = emptyIntegrations();
    integrations.firebase = { database: false, auth: true, wasEnabled: true, client: null };
    const dialog = open(integrations);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(MESSAGES.FIREBASE_DISCONNECT_FAILED)).toBeTruthy();
  });

  it('keeps to one database: a project on Supabase gets the seed refusal, not the form', () => {
    serve();
    const linked = emptyIntegrations();
    linked.supabase = { ref: 'abcdefghijklmnopqrst', wasEnabled: true };
    const dialog = open(linked);
    expect(
      within(dialog).getByText(
        "You're already connected to Supabase. Only one database connection is allowed at a time.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    cleanup();

    const used = emptyIntegrations();
    used.supabase = { ref: null, wasEnabled: true };
    const again = open(used);
    expect(
      within(again).getByText('This project was previously using Supabase, please continue with Supabase.'),
    ).toBeTruthy();
    expect(within(again).queryByRole('button', { name: 'Connect Firebase' })).toBeNull();
  });
});
