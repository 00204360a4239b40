import { LIMITS } from '@kiln/contracts';
import { EditorState, EditorView, type Extension } from '@uiw/react-codemirror';
import { languageExtension } from './language';

/** The editor's look: Kiln's mono font and zinc neutrals, a quiet gutter, the ember selection. */
export const kilnEditorTheme: Extension = EditorView.theme(
  {
    '&': { fontSize: '12.5px', backgroundColor: '#ffffff', height: '100%' },
    '&.cm-focused': { outline: 'none' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.65' },
    '.cm-content': { padding: '10px 0' },
    '.cm-gutters': { backgroundColor: '#ffffff', borderRight: '1px solid #f4f4f5', color: '#a1a1aa' },
    '.cm-lineNumbers .cm-gutterElement': { padding: '0 12px 0 16px', minWidth: '44px' },
    '.cm-activeLine': { backgroundColor: 'rgb(250 250 250)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgb(250 250 250)', color: '#52525b' },
    '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': {
      backgroundColor: 'rgb(254 215 170 / 0.7) !important',
    },
    '.cm-cursor': { borderLeftColor: '#ea580c' },
    '.cm-foldGutter .cm-gutterElement': { color: '#d4d4d8' },
  },
  { dark: false },
);

/** Read-only (can be selected and copied), tab size 2 (seed 002 §9), highlighted by the file's language. */
export function readOnlyExtensions(path: string): Extension[] {
  return [
    EditorState.readOnly.of(true),
    EditorState.tabSize.of(LIMITS.editorTabSize),
    EditorView.contentAttributes.of({ 'aria-label': `Code of ${path}`, 'aria-readonly': 'true' }),
    kilnEditorTheme,
    ...languageExtension(path),
  ];
}
