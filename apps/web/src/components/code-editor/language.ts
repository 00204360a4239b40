import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import type { Extension } from '@uiw/react-codemirror';
import { extensionOf } from '@/lib/file-extension';

/** The CodeMirror language of a file, or none (plain text). */
export function languageExtension(path: string): Extension[] {
  switch (extensionOf(path)) {
    case 'ts':
    case 'mts':
    case 'cts':
      return [javascript({ typescript: true })];
    case 'tsx':
      return [javascript({ typescript: true, jsx: true })];
    case 'js':
    case 'mjs':
    case 'cjs':
    case 'jsx':
      return [javascript({ jsx: true })];
    case 'json':
      return [json()];
    case 'css':
      return [css()];
    case 'html':
      return [html()];
    case 'md':
      return [markdown()];
    default:
      return [];
  }
}
