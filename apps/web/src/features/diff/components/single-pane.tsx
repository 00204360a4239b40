import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { readOnlyExtensions } from '@/components/code-editor/read-only';

export type SinglePaneProps = { path: string; content: string };

const SETUP = {
  foldGutter: false,
  highlightActiveLine: false,
  highlightActiveLineGutter: false,
  autocompletion: false,
};

/** Seed 001 §2.3: a new file has nothing to compare with; it shows alone, every line an addition. */
export function SinglePane({ path, content }: SinglePaneProps) {
  const extensions = useMemo(
    () => [
      ...readOnlyExtensions(path),
      EditorView.editable.of(false),
      EditorView.theme({ '.cm-content': { backgroundColor: 'rgb(236 253 245 / 0.55)' } }),
    ],
    [path],
  );
  return <CodeMirror value={content} readOnly basicSetup={SETUP} extensions={extensions} maxHeight="480px" />;
}
