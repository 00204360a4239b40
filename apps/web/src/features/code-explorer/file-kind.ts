import { extensionOf } from '@/lib/file-extension';

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

/** What kind of file a path is, for its icon. Dotfiles (`.gitignore`, `.env.example`) are config. */
export function fileKindOf(path: string): FileKind {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.startsWith('.')) return 'config';
  return KIND_BY_EXTENSION[extensionOf(path)] ?? 'text';
}
