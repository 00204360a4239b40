import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeEntryName, UnsafeArchiveError, unpackZip } from './unpack';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'kiln-cli-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('unpackZip', () => {
  it('writes a project tree, keeping executable bits', async () => {
    const zip = zipSync({
      'package.json': strToU8('{"name":"app"}'),
      'src/main.tsx': strToU8('console.log(1)'),
      'scripts/run.sh': [strToU8('#!/bin/sh'), { os: 3, attrs: 0o100755 << 16 }],
    });
    const dir = path.join(work, 'app');
    const files = await unpackZip(zip, dir);
    expect(files.sort()).toEqual(['package.json', 'scripts/run.sh', 'src/main.tsx']);
    expect(await readFile(path.join(dir, 'src/main.tsx'), 'utf8')).toBe('console.log(1)');
    expect((await stat(path.join(dir, 'scripts/run.sh'))).mode & 0o111).not.toBe(0);
  });

  it.each(['../evil.txt', 'src/../../evil.txt', '/etc/evil', 'C:/evil', 'a\\..\\evil', '.git/config'])(
    'refuses the whole archive when an entry is %s, writing nothing',
    async (name) => {
      const zip = zipSync({ 'ok.txt': strToU8('fine'), [name]: strToU8('pwned') });
      const dir = path.join(work, 'app');
      await expect(unpackZip(zip, dir)).rejects.toBeInstanceOf(UnsafeArchiveError);
      expect(existsSync(dir)).toBe(false);
      expect(existsSync(path.join(work, 'evil.txt'))).toBe(false);
    },
  );

  it('refuses symlink entries', async () => {
    const zip = zipSync({ link: [strToU8('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] });
    await expect(unpackZip(zip, path.join(work, 'app'))).rejects.toThrow('Refusing symlink in archive: link');
  });

  it('refuses a directory that already has files', async () => {
    await unpackZip(zipSync({ 'a.txt': strToU8('a') }), `${work}/app`);
    await expect(unpackZip(zipSync({ 'b.txt': strToU8('b') }), `${work}/app`)).rejects.toThrow('not empty');
  });
});

describe('isSafeEntryName', () => {
  it('accepts plain relative names only', () => {
    expect(isSafeEntryName('src/components/ui/button.tsx')).toBe(true);
    expect(isSafeEntryName('src/')).toBe(true);
    expect(isSafeEntryName('./src')).toBe(false);
    expect(isSafeEntryName('src//x')).toBe(false);
  });
});
