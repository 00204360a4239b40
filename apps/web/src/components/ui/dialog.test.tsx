// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

afterEach(cleanup);

/**
 * A dialog, and a button portaled outside it the way a nested layer's content is: the moment between
 * a confirmation taking the focus and Radix handing it the Escape listener.
 */
function Settings() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Settings</DialogTitle>
          <button type="button">Inside</button>
          {createPortal(<button type="button">In a nested layer</button>, document.body)}
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('leaves an Escape pressed in another layer to that layer', () => {
    render(<Settings />);
    fireEvent.keyDown(screen.getByText('In a nested layer'), { key: 'Escape' });
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('presses that Escape again frame after frame, for the layer whose listener is not there yet', async () => {
    render(<Settings />);
    const nested = screen.getByText('In a nested layer');
    fireEvent.keyDown(nested, { key: 'Escape' });
    // The nested layer's listener arrives a render after its focus, as Radix's does.
    const heard: EventTarget[] = [];
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') heard.push(event.target as EventTarget);
    };
    document.addEventListener('keydown', listener, true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    document.removeEventListener('keydown', listener, true);
    // No layer took it in this test (no real nested layer): one press again per frame, all for it.
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.every((target) => target === nested)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('closes on an Escape pressed inside it', () => {
    render(<Settings />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
