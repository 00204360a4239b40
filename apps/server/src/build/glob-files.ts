import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isInside, toPosix } from './paths';

/** Folders a glob never descends into, as Vite's `import.meta.glob` skips them by default. */
const SKIPPED_FOLDER = 'node_modules';

/** The part of a glob before its first wildcard: the folder it can reach. */
export function globBase(pattern: string): string {
  const fixed: string[] = [];
  const segments = pattern.split('/');
  for (const segment of segments.slice(0, -1)) {
    if (/[*?{}[\]()!]/.test(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/') || (pattern.startsWith('/') ? '/' : '.');
}

/** A glob (`*`, `**`, `?`, `{a,b}`, `[abc]`) as a RegExp over forward-slash paths. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  let braces = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '*') {
      if (pattern[index + 1] === '*') {
        const isSegment = (index === 0 || pattern[index - 1] === '/') && pattern[index + 2] === '/';
        source += isSegment ? '(?:[^/]+/)*' : '.*';
        index += isSegment ? 2 : 1;
      } else {
        source += '[^/]*';
      }
    } else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else if (char === '[') {
      const end = pattern.indexOf(']', index + 1);
      if (end === -1) source += '\\[';
      else {
        const body = pattern
          .slice(index + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${body}]`;
        index = end;
      }
    } else source += /[.+^$()|\\/]/.test(char) ? `\\${char}` : char;
  }
  return new RegExp(`^${source}$`);
}

export type GlobMatch = {
  /** Matching files, absolute, sorted as Vite sorts them. */
  files: string[];
  /** Every folder read: a file added to or removed from one changes what the glob matches. */
  folders: string[];
};

/**
 * The project files matching absolute glob `patterns` (none of `negated`), as Vite's globbing finds
 * them: never a dotfile nor under `node_modules`; unlike Vite, never through a symlink either (it
 * could point outside the project).
 */
export async function matchFiles(
  patterns: readonly string[],
  negated: readonly string[],
  projectDir: string,
): Promise<GlobMatch> {
  const include = patterns.map(globToRegExp);
  const exclude = negated.map(globToRegExp);
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const pattern of patterns) {
    const base = globBase(pattern);
    const isDeep = pattern.slice(base.length + 1).includes('/') || pattern.includes('**');
    await walk(base, isDeep, folders, (file) => {
      const posix = toPosix(file);
      if (include.some((regex) => regex.test(posix)) && !exclude.some((regex) => regex.test(posix)))
        files.add(file);
    });
  }
  return {
    files: [...files].filter((file) => isInside(file, projectDir)).sort(),
    folders: [...folders].sort(),
  };
}

async function walk(
  dir: string,
  isDeep: boolean,
  folders: Set<string>,
  onFile: (file: string) => void,
): Promise<void> {
  // Kept even when missing: the folder appearing later changes what matches.
  folders.add(dir);
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile()) onFile(file);
    else if (isDeep && entry.isDirectory() && entry.name !== SKIPPED_FOLDER)
      await walk(file, isDeep, folders, onFile);
  }
}
