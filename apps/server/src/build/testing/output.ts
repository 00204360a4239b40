import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir` (relative, forward slashes) with its text. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), await readFile(file, 'utf8'));
  }
  return files;
}

/** The text of the one file whose path matches `pattern`; fails when there is not exactly one. */
export function only(files: Map<string, string>, pattern: RegExp): { path: string; text: string } {
  const matches = [...files].filter(([file]) => pattern.test(file));
  if (matches.length !== 1) {
    throw new Error(
      `Expected one file matching ${pattern}, found: ${matches.map(([file]) => file).join(', ')}`,
    );
  }
  const [file, text] = matches[0] as [string, string];
  return { path: file, text };
}

/** The texts of every file whose path matches `pattern`, joined (e.g. all of a build's chunks). */
export function joinedText(files: Map<string, string>, pattern: RegExp): string {
  return [...files]
    .filter(([file]) => pattern.test(file))
    .map(([, text]) => text)
    .join('\n');
}
