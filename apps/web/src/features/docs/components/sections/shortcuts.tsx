import type { ReactNode } from 'react';
import { DocSection, Kbd, Table, Td, Th } from '../prose';

const SHORTCUTS: readonly { keys: ReactNode; action: string }[] = [
  { keys: <Kbd>Enter</Kbd>, action: 'Send a chat message' },
  {
    keys: (
      <>
        <Kbd>Shift</Kbd> <Kbd>Enter</Kbd>
      </>
    ),
    action: 'New line in a chat message',
  },
  {
    keys: (
      <>
        <Kbd>Ctrl</Kbd> / <Kbd>⌘</Kbd> <Kbd>P</Kbd>
      </>
    ),
    action: 'Search files in the Code tab',
  },
  {
    keys: (
      <>
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> <Kbd>Enter</Kbd>
      </>
    ),
    action: 'Move through file search results and open one',
  },
  { keys: <Kbd>Esc</Kbd>, action: 'Close a search, a dialog or the image viewer' },
  {
    keys: (
      <>
        <Kbd>←</Kbd> <Kbd>→</Kbd>
      </>
    ),
    action: 'Previous or next image in the image viewer',
  },
  {
    keys: (
      <>
        <Kbd>Ctrl</Kbd> / <Kbd>⌘</Kbd> <Kbd>Enter</Kbd>
      </>
    ),
    action: 'Send feedback or a support message',
  },
];

export function ShortcutsGuide() {
  return (
    <DocSection id="shortcuts" title="Keyboard shortcuts">
      <Table caption="Keyboard shortcuts">
        <thead>
          <tr>
            <Th className="w-56">Keys</Th>
            <Th>Does</Th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <Td className="whitespace-nowrap">{shortcut.keys}</Td>
              <Td>{shortcut.action}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </DocSection>
  );
}
