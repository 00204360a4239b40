// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { SignInPage } from './sign-in-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('offers a password reset next to the password, carrying the email typed so far', async () => {
    renderWithApp(<SignInPage />, { path: '/sign-in' });
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' ada+kiln@example.com ');
    expect(forgot.getAttribute('href')).toBe('/forgot-password?email=ada%2Bkiln%40example.com');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says an account must confirm its email first, and that a new link is on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        routeFetch({
          '/api/auth/sign-in/email': () =>
            jsonResponse(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
          '/api/users/me': () =>
            jsonResponse(401, { success: false, code: 'unauthorized', message: 'Sign in' }),
        }),
      ),
    );
    renderWithApp(<SignInPage />, { path: '/sign-in' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Confirm your email first: we sent a new link to ada@example.com.',
    );
  });
});
