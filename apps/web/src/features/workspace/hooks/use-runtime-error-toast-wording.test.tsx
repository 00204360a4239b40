// @vitest-environment happy-dom
import { MESSAGES } from '@kiln/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from '@/test/builders';
import { renderWithApp } from '@/test/render';
import { useRuntimeErrorToast } from './use-runtime-error-toast';

afterEach(cleanup);

/** Raises one runtime error in the toast, as the preview does. */
function RaiseError({ isOwner }: { isOwner: boolean }) {
  const showError = useRuntimeErrorToast({ isOwner });
  useEffect(() => {
    showError({ type: 'runtime-error', message: 'x is not defined', stack: null, source: 'src/App.tsx:3:7' });
  }, [showError]);
  return null;
}

describe('the runtime-error toast’s Fix Automatically', () => {
  it('tells a free owner in seed 002’s words for the error-fix prompt', async () => {
    renderWithApp(<RaiseError isOwner />, { user: createTestUser({ isPremium: false }) });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.FIX_AUTOMATICALLY }));
    // Seed 002 §5: 'You need to be a premium user to fix errors.' (the chat's Fix Errors keeps seed 001's).
    expect(await screen.findByText(MESSAGES.PREMIUM_FIX_ERRORS_USER)).toBeDefined();
    expect(screen.queryByText(MESSAGES.PREMIUM_FIX_ERRORS)).toBeNull();
  });

  it('tells a non-owner the project is not theirs', async () => {
    renderWithApp(<RaiseError isOwner={false} />, { user: createTestUser({ isPremium: true }) });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.FIX_AUTOMATICALLY }));
    expect(await screen.findByText(MESSAGES.NOT_OWNER)).toBeDefined();
  });
});
