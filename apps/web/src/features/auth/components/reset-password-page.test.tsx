// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

const fetchMock = vi.fn<typeof fetch>();
const resets: unknown[] = [];
let resetAnswer: () => Response;

beforeEach(() => {
  resets.length = 0;
  resetAnswer = () => jsonResponse(200, { status: true });
  fetchMock.mockImplementation(
    routeFetch({
      '/api/auth/reset-password': (body) => {
        resets.push(body);
        return resetAnswer();
      },
      // Every session of the user is gone once the password changes.
      '/users/me': () => jsonResponse(401, { success: false, message: 'Unauthorized', code: 'unauthorized' }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The reset page and the sign-in page it leads to, as the app's router has them. */
function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/sign-in" element={<SignInPage />} />
    </Routes>,
    { path },
  );
}

const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm password');
const updateButton = () => screen.getByRole('button', { name: 'Update password' });

function expectLinkDead() {
  expect(screen.getByRole('heading', { level: 1, name: 'Reset link expired' })).toBeDefined();
  expect(screen.getByText('This reset link has expired or was already used.')).toBeDefined();
  expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).toBeNull();
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the link’s token and sends the user to sign in, told so', async () => {
    const { router } = renderAt('/reset-password?token=tok123');
    expect(document.title).toBe('Choose a new password · Kiln');
    await userEvent.type(newPassword(), 'correct horse');
    await userEvent.type(confirmPassword(), 'correct horse{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeDefined();
    expect(resets).toEqual([{ newPassword: 'correct horse', token: 'tok123' }]);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('status').textContent).toBe(
      'Your password was changed. Sign in with your new password.',
    );
  });

  it('refuses two different passwords without calling the server', async () => {
    renderAt('/reset-password?token=tok123');
    await userEvent.type(newPassword(), 'correct horse');
    await userEvent.type(confirmPassword(), 'correct hose');
    await userEvent.click(updateButton());

    expect(screen.getByText('The passwords don’t match')).toBeDefined();
    expect(confirmPassword().getAttribute('aria-invalid')).toBe('true');
    expect(resets).toEqual([]);
  });

  it('says the link is dead when better-auth sent the user back with INVALID_TOKEN', () => {
    renderAt('/reset-password?error=INVALID_TOKEN');
    expectLinkDead();
  });

  it('says the link is dead when it carries no token', () => {
    renderAt('/reset-password');
    expectLinkDead();
  });

  it('says the link is dead when the server finds the token expired on submit', async () => {
    resetAnswer = () => jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    renderAt('/reset-password?token=stale');
    await userEvent.type(newPassword(), 'correct horse');
    await userEvent.type(confirmPassword(), 'correct horse');
    await userEvent.click(updateButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset link expired' })).toBeDefined();
    expectLinkDead();
    expect(resets).toHaveLength(1);
  });

  it('shows any other refusal in the form and keeps it', async () => {
    resetAnswer = () => jsonResponse(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    renderAt('/reset-password?token=tok123');
    await userEvent.type(newPassword(), 'correct horse');
    await userEvent.type(confirmPassword(), 'correct horse{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Password too short');
    expect(updateButton()).toBeDefined();
  });
});
