import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { unpackArchive } from './archive';

const text = (value: string) => strToU8(value);

/** The refusal an archive gets, or null when it unpacks. */
function refusal(zip: Uint8Array): string | null {
  try {
    unpackArchive(zip);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

describe('unpacking an imported zip', () => {
  it('keeps the project’s files, takes off a single top folder and leaves out git, packages and build output', () => {
    const zip = zipSync({
      'bakery-main/package.json': text('{"name":"bakery"}'),
      'bakery-main/src/App.tsx': text('export default function App() { return null; }'),
      'bakery-main/public/logo.svg': text('<svg/>'),
      'bakery-main/.git/config': text('[core]\n\tfsmonitor = "rm -rf ~"'),
      'bakery-main/node_modules/react/index.js': text('evil()'),
      'bakery-main/dist/index.html': text('old build'),
      'bakery-main/src/.DS_Store': text('junk'),
      '__MACOSX/bakery-main/._package.json': text('junk'),
    });
    const unpacked = unpackArchive(zip);
    expect(unpacked.files.map((file) => file.path).sort()).toEqual([
      'package.json',
      'public/logo.svg',
      'src/App.tsx',
    ]);
    expect(new TextDecoder().decode(unpacked.files.find((f) => f.path === 'package.json')?.bytes)).toBe(
      '{"name":"bakery"}',
    );
    expect(unpacked.skipped).toEqual(['.git', '__MACOSX', 'dist', 'node_modules']);
  });

  it('keeps files at the root as they are', () => {
    const unpacked = unpackArchive(zipSync({ 'index.html': text('<div/>'), 'src/main.tsx': text('x') }));
    expect(unpacked.files.map((file) => file.path).sort()).toEqual(['index.html', 'src/main.tsx']);
  });

  it('refuses paths that leave the project, absolute paths and backslashes', () => {
    expect(refusal(zipSync({ '../escape.txt': text('x') }))).toBe(
      'Kiln cannot import this zip: "../escape.txt" points outside the project.',
    );
    expect(refusal(zipSync({ 'src/../../escape.txt': text('x') }))).toContain('points outside the project');
    expect(refusal(zipSync({ '/etc/cron.d/x': text('x') }))).toContain('has an absolute path');
    expect(refusal(zipSync({ 'C:/Windows/x': text('x') }))).toContain('has an absolute path');
    expect(refusal(zipSync({ 'src\\..\\x': text('x') }))).toContain('uses backslashes');
  });

  it('refuses symbolic links', () => {
    const link = zipSync({
      'package.json': text('{}'),
      'secrets.txt': [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect(refusal(link)).toBe('Kiln cannot import this zip: "secrets.txt" is a symbolic link.');
  });

  it('refuses a file twice (case aside), files over the size cap, and a file larger than it says', () => {
    expect(refusal(zipSync({ 'a/App.tsx': text('1'), 'a/app.tsx': text('2'), 'b.txt': text('') }))).toContain(
      'is in the zip twice',
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(refusal(zipSync({ 'big.bin': big, 'x.txt': text('') }))).toBe(
      '"big.bin" is larger than 5 MB, too large to import.',
    );
    // A zip bomb's shape: the directory says 10 bytes, the data inflates to a megabyte.
    const bomb = zipSync({ 'bomb.txt': new Uint8Array(1024 * 1024), 'ok.txt': text('ok') });
    lieAboutSize(bomb, 'bomb.txt', 10);
    expect(refusal(bomb)).toBe('Kiln cannot import this zip: "bomb.txt" is larger than the zip says.');
  });

  it('refuses what is not a zip, and an empty one', () => {
    expect(refusal(text('PK but not really a zip at all'))).toBe(
      'That file is not a zip archive. Export the project as a .zip and try again.',
    );
    expect(refusal(zipSync({ 'node_modules/x.js': text('x') }))).toBe('That zip has no files in it.');
  });
});

/** Rewrites an entry's declared size in the central directory (what a zip bomb does). */
function lieAboutSize(zip: Uint8Array, name: string, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 46 < zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + length)) === name) {
      view.setUint32(at + 24, size, true);
      return;
    }
  }
  throw new Error(`${name} is not in the zip`);
}
