// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AcceptMap, isAccepted, useFileDrop } from './use-file-drop';

const ACCEPT: AcceptMap = { 'image/png': ['.png'], 'text/markdown': ['.md'] };

function Zone({
  onAccepted,
  onRefused,
}: {
  onAccepted(files: File[]): void;
  onRefused(reason: string): void;
}) {
  const { rootProps, inputProps, isDragActive } = useFileDrop({
    accept: ACCEPT,
    maxFiles: 2,
    onAccepted,
    onRefused,
  });
  return (
    <div {...rootProps} data-testid="zone">
      <input {...inputProps} data-testid="input" />
      <span>{isDragActive ? 'Drop files to attach' : 'Idle'}</span>
    </div>
  );
}

const file = (name: string, type: string) => new File(['x'], name, { type });
/** What the browser puts on a drag event carrying files. */
const carrying = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });

afterEach(cleanup);

describe('isAccepted', () => {
  it('takes a listed MIME type, or a listed extension when the browser knows no type', () => {
    expect(isAccepted(file('a.png', 'image/png'), ACCEPT)).toBe(true);
    expect(isAccepted(file('notes.MD', ''), ACCEPT)).toBe(true);
    expect(isAccepted(file('setup.exe', 'application/x-msdownload'), ACCEPT)).toBe(false);
  });
});

describe('useFileDrop', () => {
  it('is active while files are dragged over, through its children, and takes what it accepts', () => {
    const onAccepted = vi.fn();
    const onRefused = vi.fn();
    render(<Zone onAccepted={onAccepted} onRefused={onRefused} />);
    const zone = screen.getByTestId('zone');
    const png = file('a.png', 'image/png');
    fireEvent.dragEnter(zone, carrying([png]));
    fireEvent.dragEnter(screen.getByText('Drop files to attach'), carrying([png]));
    fireEvent.dragLeave(screen.getByText('Drop files to attach'), carrying([png]));
    expect(screen.getByText('Drop files to attach')).toBeDefined();
    fireEvent.drop(zone, carrying([png, file('setup.exe', 'application/x-msdownload')]));
    expect(screen.getByText('Idle')).toBeDefined();
    expect(onAccepted).toHaveBeenCalledWith([png]);
    expect(onRefused).toHaveBeenCalledWith('file-invalid-type');
  });

  it('refuses them all when there are more than maxFiles, and ignores drags of text', () => {
    const onAccepted = vi.fn();
    const onRefused = vi.fn();
    render(<Zone onAccepted={onAccepted} onRefused={onRefused} />);
    const zone = screen.getByTestId('zone');
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.getByText('Idle')).toBeDefined();
    const pngs = [1, 2, 3].map((n) => file(`${n}.png`, 'image/png'));
    fireEvent.drop(zone, carrying(pngs));
    expect(onRefused).toHaveBeenCalledWith('too-many-files');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('takes files picked with its input, which accepts the same types', () => {
    const onAccepted = vi.fn();
    render(<Zone onAccepted={onAccepted} onRefused={vi.fn()} />);
    const input = screen.getByTestId('input') as HTMLInputElement;
    expect(input.accept).toBe('image/png,.png,text/markdown,.md');
    const md = file('notes.md', 'text/markdown');
    fireEvent.change(input, { target: { files: [md] } });
    expect(onAccepted).toHaveBeenCalledWith([md]);
  });
});
