// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AddressBar } from './address-bar';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <TooltipProvider>{children}</TooltipProvider>;

const props = {
  address: 'http://crumb.preview.localhost:3000/menu',
  shareUrl: 'http://crumb.preview.localhost:3000/',
  onRefresh: () => undefined,
};

describe('AddressBar', () => {
  it('says a draft is being checked, as a status, only while it is', () => {
    const { rerender } = render(<AddressBar {...props} isChecking />, { wrapper });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Checking…');
    expect(status.getAttribute('title')).toMatch(/becomes a version once they pass/);
    // The draft's address shows meanwhile: it is a real page.
    expect((screen.getByRole('textbox', { name: 'Preview address' }) as HTMLInputElement).value).toBe(
      props.address,
    );
    rerender(<AddressBar {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
