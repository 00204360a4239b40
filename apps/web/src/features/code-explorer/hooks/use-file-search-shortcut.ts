import { useEffect } from 'react';

/** Whether a key press is Ctrl+P (Cmd+P on a Mac), the file search shortcut (seed 002 §2). */
export function isFileSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p'
  );
}

/** Opens the file search on Ctrl/Cmd+P while the explorer is on screen, instead of the print dialog. */
export function useFileSearchShortcut(onOpen: () => void, isEnabled: boolean): void {
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isFileSearchShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onOpen, isEnabled]);
}
