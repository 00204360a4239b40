// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Controlled({ onConfirm, isPending }: { onConfirm: () => void; isPending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this thing?"
        description="It goes for good."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={onConfirm}
        {...(isPending === undefined ? {} : { isPending })}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title, described by its text, with the focus on the safe choice', () => {
    render(<Controlled onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this thing?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('It goes for good.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  });

  it('cancels on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('closed')).toBeDefined();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByText('closed')).toBeDefined();
  });

  it('stays open while the confirmed work runs, and Escape waits for it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(<Controlled onConfirm={onConfirm} isPending={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeDefined();
    rerender(<Controlled onConfirm={onConfirm} isPending />);
    expect(screen.getByRole('button', { name: 'Deleting…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep it' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('opens from its trigger when it keeps its own state', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        title="Remove it?"
        description="Really."
        cancelLabel="Cancel"
        confirmLabel="Remove"
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove it?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
