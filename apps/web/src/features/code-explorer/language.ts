import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import type { Extension } from '@uiw/react-codemirror';

export type FileKind =
  | 'typescript'
  | 'javascript'
  | 'json'
  | 'css'
  | 'html'
  | 'markdown'
  | 'image'
  | 'font'
  | 'archive'
  | 'config'
  | 'text';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  css: 'css',
  html: 'html',
  md: 'markdown',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  ico: 'image',
  webp: 'image',
  bmp: 'image',
  ttf: 'font',
  woff: 'font',
  woff2: 'font',
  eot: 'font',
  zip: 'archive',
  tar: 'archive',
  gz: 'archive',
  lockb: 'archive',
  pdf: 'archive',
};

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** What kind of file a path is, for its icon. Dotfiles (`.gitignore`, `.env.example`) are config. */
export function fileKindOf(path: string): FileKind {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.startsWith('.')) return 'config';
  return KIND_BY_EXTENSION[extensionOf(path)] ?? 'text';
}

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
