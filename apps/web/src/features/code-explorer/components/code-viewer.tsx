import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { readOnlyExtensions } from '@/components/code-editor/read-only';

export type CodeViewerProps = { path: string; content: string };

const BASIC_SETUP = {
  lineNumbers: true,
  foldGutter: true,
  highlightActiveLine: true,
  highlightActiveLineGutter: true,
  autocompletion: false,
  bracketMatching: true,
  closeBrackets: false,
  searchKeymap: true,
  highlightSelectionMatches: true,
  crosshairCursor: false,
  dropCursor: false,
  indentOnInput: false,
} as const;

/** One file in CodeMirror 6, read-only. */
export function CodeViewer({ path, content }: CodeViewerProps) {
  const extensions = useMemo(() => readOnlyExtensions(path), [path]);
  return (
    <CodeMirror
      value={content}
      readOnly
      editable
      theme="light"
      height="100%"
      basicSetup={BASIC_SETUP}
      extensions={extensions}
      className="h-full min-h-0 [&_.cm-editor]:h-full"
    />
  );
}
