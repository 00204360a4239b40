// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { SignUpPage } from './sign-up-page';

const fetchMock = vi.fn<typeof fetch>();
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  fetchMock.mockImplementation(
    routeFetch({
      // An instance that asks new accounts to confirm their email: no session, no token.
      '/api/auth/sign-up/email': (body) => {
        sent.push(body);
        return jsonResponse(200, { token: null, user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } });
      },
      '/api/users/me': () => jsonResponse(401, { success: false, code: 'unauthorized', message: 'Sign in' }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SignUpPage', () => {
  it('says to confirm the email when the account starts without a session, the link leading back where the user was going', async () => {
    renderWithApp(<SignUpPage />, { path: '/sign-up?returnTo=%2Fprojects' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-battery{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeDefined();
    expect(sent).toEqual([
      { name: 'Ada', email: 'ada@example.com', password: 'correct-horse-battery', callbackURL: '/projects' },
    ]);
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P'
          ? node.textContent ===
            'We sent a link to ada@example.com. Open it to start building: it signs you in. The link expires in 24 hours.'
          : false,
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
