// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SignInPage } from './sign-in-page';

afterEach(cleanup);

describe('SignInPage', () => {
  it('offers a password reset next to the password, carrying the email typed so far', async () => {
    renderWithApp(<SignInPage />, { path: '/sign-in' });
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' ada+kiln@example.com ');
    expect(forgot.getAttribute('href')).toBe('/forgot-password?email=ada%2Bkiln%40example.com');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
