// @vitest-environment happy-dom
import { MESSAGES } from '@kiln/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { resetChatSessions, useChatSession } from '../chat-session';
import { OFFLINE_MODEL } from '../testing/builders';
import { Composer } from './composer';

const fetchMock = vi.fn<typeof fetch>();
const onSubmit = vi.fn();

function Harness({ isRunInProgress = false }: { isRunInProgress?: boolean }) {
  const [state, dispatch] = useChatSession('p1');
  return (
    <Composer
      webId="p1"
      state={state}
      dispatch={dispatch}
      isRunInProgress={isRunInProgress}
      models={[{ ...OFFLINE_MODEL, isDefault: true }]}
      onSubmit={onSubmit}
    />
  );
}

beforeEach(() => {
  resetChatSessions();
  onSubmit.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `routeFetch` reads JSON bodies; the upload is multipart, so it gets its own stand-in. */
function uploadRoute(answer: () => Response | Promise<Response>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://kiln.test').pathname;
    if (path !== '/api/web/files/upload' || !(init?.body instanceof FormData)) {
      return jsonResponse(599, { success: false, code: 'internal', message: `unexpected ${path}` });
    }
    return answer();
  };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'sketch.png', { type: 'image/png' });

describe('the composer', () => {
  it('refuses files of other types with the seed’s words', async () => {
    fetchMock.mockImplementation(routeFetch({}));
    renderWithApp(<Harness />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('chat-file-input'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.DROPZONE_REJECTED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads an image, shows it, and sends once it is uploaded', async () => {
    let finishUpload: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      uploadRoute(
        () =>
          new Promise<Response>((resolve) => {
            finishUpload = resolve;
          }),
      ),
    );
    renderWithApp(<Harness />);
    await userEvent.upload(screen.getByTestId('chat-file-input'), png());
    expect(await screen.findByRole('img', { name: 'sketch.png' })).toBeDefined();
    expect(screen.getByText('Uploading sketch.png')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'use this layout');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    finishUpload(
      jsonResponse(200, {
        success: true,
        data: {
          pathname: 'u/1.png',
          url: '/uploads/u/1.png',
          name: 'sketch.png',
          contentType: 'image/png',
          size: 4,
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false),
    );
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('says so plainly when the server has no upload route', async () => {
    fetchMock.mockImplementation(
      uploadRoute(() =>
        jsonResponse(404, {
          success: false,
          code: 'not_found',
          message: 'No route for POST /api/web/files/upload',
        }),
      ),
    );
    renderWithApp(<Harness />);
    await userEvent.upload(screen.getByTestId('chat-file-input'), png());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining("File uploads aren't available on this server yet"),
    );
    expect(screen.getByText(/sketch\.png was not uploaded/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove sketch.png' }));
    expect(screen.queryByRole('img', { name: 'sketch.png' })).toBeNull();
  });

  it('keeps send disabled while a run is in progress', async () => {
    renderWithApp(<Harness isRunInProgress />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'more{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
