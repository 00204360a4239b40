// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from '@/test/builders';
import { renderWithApp } from '@/test/render';
import { AccountMenu } from './account-menu';

afterEach(cleanup);

describe('the account menu', () => {
  it('offers the operator console to an admin', async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountMenu />, { user: createTestUser({ isAdmin: true }) });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Operator console' });
    expect(item.getAttribute('href')).toBe('/admin');
  });

  it('does not show it to anyone else', async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountMenu />, { user: createTestUser({ isAdmin: false }) });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'My projects' });
    expect(screen.queryByRole('menuitem', { name: 'Operator console' })).toBeNull();
  });
});
