import { MergeView } from '@codemirror/merge';
import { basicSetup, EditorView } from '@uiw/react-codemirror';
import { useEffect, useRef } from 'react';
import { readOnlyExtensions } from '@/components/code-editor/read-only';

export type MergePaneProps = { path: string; oldContent: string; newContent: string };

const SETUP = basicSetup({
  foldGutter: false,
  highlightActiveLine: false,
  highlightActiveLineGutter: false,
  autocompletion: false,
  closeBrackets: false,
  searchKeymap: false,
});

/**
 * Lucide's chevrons-up-down, drawn as a mask in the text colour. @codemirror/merge 6 marks a folded
 * stretch with '⦚' (U+299A) either side, a character few fonts have (none on Debian's DejaVu/Liberation
 * set), so it rendered as empty boxes; an SVG draws the same on every machine.
 */
const FOLD_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m7 15 5 5 5-5'/%3E%3Cpath d='m7 9 5-5 5 5'/%3E%3C/svg%3E\")";

const FOLD_MARK = {
  content: '""',
  display: 'inline-block',
  width: '12px',
  height: '12px',
  verticalAlign: '-2px',
  backgroundColor: 'currentColor',
  maskImage: FOLD_ICON,
  maskRepeat: 'no-repeat',
  maskSize: 'contain',
};

/** Removed lines red on the left, added ones green on the right, the changed words a shade deeper. */
const DIFF_THEME = EditorView.theme({
  '.cm-collapsedLines': { color: 'rgb(113 113 122)', fontFamily: 'var(--font-sans)', fontSize: '11px' },
  '.cm-collapsedLines:hover': { color: 'rgb(24 24 27)' },
  '.cm-collapsedLines::before': FOLD_MARK,
  '.cm-collapsedLines::after': FOLD_MARK,
  '&.cm-merge-a .cm-changedLine, .cm-deletedChunk': { backgroundColor: 'rgb(254 242 242)' },
  '&.cm-merge-b .cm-changedLine': { backgroundColor: 'rgb(236 253 245)' },
  '&.cm-merge-a .cm-changedText': { background: 'rgb(254 202 202 / 0.8)', borderRadius: '2px' },
  '&.cm-merge-b .cm-changedText': { background: 'rgb(167 243 208 / 0.8)', borderRadius: '2px' },
  '&.cm-merge-a .cm-changedLineGutter': { backgroundColor: 'rgb(248 113 113)' },
  '&.cm-merge-b .cm-changedLineGutter': { backgroundColor: 'rgb(52 211 153)' },
});

/** Seed 001 §2.3: the old and new file side by side, unchanged stretches folded away. */
export function MergePane({ path, oldContent, newContent }: MergePaneProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const parent = parentRef.current;
    if (!parent) return;
    const extensions = [SETUP, ...readOnlyExtensions(path), EditorView.editable.of(false), DIFF_THEME];
    const view = new MergeView({
      a: { doc: oldContent, extensions },
      b: { doc: newContent, extensions },
      parent,
      gutter: true,
      highlightChanges: true,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => view.destroy();
  }, [path, oldContent, newContent]);
  return (
    <div ref={parentRef} className="kiln-merge overflow-x-auto text-[12px] [&_.cm-mergeView]:min-w-[640px]" />
  );
}
