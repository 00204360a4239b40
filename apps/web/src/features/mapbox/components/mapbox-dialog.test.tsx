// @vitest-environment happy-dom
import { emptyIntegrations, MAPBOX_MESSAGES, type MapboxSettings, MESSAGES } from '@kiln/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { MapboxDialog } from './mapbox-dialog';

const PUBLIC = 'pk.eyJ1Ijoia2lsbi10ZXN0IiwiYSI6ImNrMTIzNDU2In0.AbCdEfGhIjKlMnOpQrStUv';

const offline: MapboxSettings = {
  enabled: false,
  using: false,
  projectToken: null,
  instanceToken: null,
  tiles: 'offline',
  hasMapComponent: false,
};

function serve(settings: MapboxSettings, sent: Record<string, unknown>[] = [], failStatus = false) {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/mapbox/settings': () => jsonResponse(200, { success: true, data: settings }),
      '/api/mapbox/update-status': (body) => {
        sent.push({ call: 'status', ...(body as object) });
        if (failStatus) return jsonResponse(500, { success: false, message: 'boom', code: 'internal' });
        const { using } = body as { using: boolean };
        return jsonResponse(200, { success: true, data: { enabled: using, using } });
      },
      '/api/mapbox/token': (body) => {
        sent.push({ call: 'token', ...(body as object) });
        return jsonResponse(200, {
          success: true,
          data: {
            ...settings,
            enabled: true,
            using: true,
            projectToken: { kind: 'public', last4: 'rStUv'.slice(-4) },
            tiles: 'mapbox',
            hasMapComponent: true,
          },
        });
      },
      '/api/mapbox/token/remove': (body) => {
        sent.push({ call: 'remove', ...(body as object) });
        return jsonResponse(200, { success: true, data: { ...settings, projectToken: null } });
      },
    }),
  );
  return sent;
}

function open() {
  renderWithApp(
    <MapboxDialog
      project={createTestProject({ integrations: emptyIntegrations() })}
      open
      onOpenChange={() => {}}
    />,
    { user: createTestUser() },
  );
  return screen.getByRole('dialog', { name: 'Mapbox' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Mapbox dialog', () => {
  it('says the map works offline without a token, and turns maps on', async () => {
    const sent = serve(offline);
    const user = userEvent.setup();
    const dialog = open();
    expect(
      await within(dialog).findByText("No token: the app's map draws the offline world map."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: 'Maps in this app' }));
    expect(sent).toEqual([{ call: 'status', webId: 'p1', using: true }]);
  });

  it("toasts the seed's message when turning maps on fails", async () => {
    serve(offline, [], true);
    const user = userEvent.setup();
    const dialog = open();
    await user.click(await within(dialog).findByRole('switch', { name: 'Maps in this app' }));
    expect(await screen.findByText(MESSAGES.MAPBOX_ENABLE_FAILED)).toBeTruthy();
  });

  it('refuses what is not a Mapbox token with a clear message, and saves one that is', async () => {
    const sent = serve(offline);
    const user = userEvent.setup();
    const dialog = open();
    const input = await within(dialog).findByLabelText('Add a token for this project');
    await user.type(input, 'my-secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save token' }));
    expect(await within(dialog).findByText(MAPBOX_MESSAGES.TOKEN_SHAPE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(input);
    await user.type(input, PUBLIC);
    await user.click(within(dialog).getByRole('button', { name: 'Save token' }));
    expect(await within(dialog).findByText('Public token')).toBeTruthy();
    expect(within(dialog).getByText('••••StUv')).toBeTruthy();
    expect(sent).toEqual([{ call: 'token', webId: 'p1', token: PUBLIC }]);
  });

  it("shows the instance's token by its last four, and a secret project token as sealed", async () => {
    serve({
      ...offline,
      projectToken: { kind: 'secret', last4: 'HgFe' },
      instanceToken: { kind: 'public', last4: 'ab12' },
    });
    const dialog = open();
    expect(await within(dialog).findByText('Secret token')).toBeTruthy();
    expect(within(dialog).getByText("Sealed on Kiln's server; never in the app's code.")).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
