// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const fetchMock = vi.fn<typeof fetch>();
const requested: unknown[] = [];

beforeEach(() => {
  requested.length = 0;
  fetchMock.mockImplementation(
    routeFetch({
      '/api/auth/request-password-reset': (body) => {
        requested.push(body);
        return jsonResponse(200, { status: true, message: 'If this email exists, a link was sent.' });
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPasswordPage', () => {
  it('sends the link for the typed email, then says to check it without telling if the account exists', async () => {
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(document.title).toBe('Reset your password · Kiln');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeDefined();
    await userEvent.type(emailBox(), '  ada@example.com {Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeDefined();
    expect(requested).toEqual([{ email: 'ada@example.com', redirectTo: '/reset-password' }]);
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P'
          ? node.textContent ===
            'If an account exists for ada@example.com, we sent a link to reset your password. The link expires in 1 hour.'
          : false,
      ),
    ).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('starts from the email given in the link and goes back to the form to use another one', async () => {
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password?email=ada%40example.com' });
    expect((emailBox() as HTMLInputElement).value).toBe('ada@example.com');
    await userEvent.click(sendButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));

    expect((emailBox() as HTMLInputElement).value).toBe('ada@example.com');
    expect(requested).toHaveLength(1);
  });

  it('asks for a valid email before sending anything', async () => {
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(emailBox(), 'ada@');
    await userEvent.click(sendButton());

    expect(screen.getByText('Enter a valid email address')).toBeDefined();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(requested).toEqual([]);
  });

  it('shows the server’s refusal in the form and keeps the email', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/auth/request-password-reset': () =>
          jsonResponse(429, { message: 'Too many requests. Please try again later.' }),
      }),
    );
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(emailBox(), 'ada@example.com{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect((emailBox() as HTMLInputElement).value).toBe('ada@example.com');
  });
});
