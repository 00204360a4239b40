import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInstanceSecret } from '../auth/secret';
import { TokenBox } from '../github/secrets';
import { lastFour, SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('instance-secret-instance-secret-0123', 'project-secret-v1');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('hello secret');
    expect(box.open(a)).toBe('hello secret');
    expect(box.seal('hello secret')).not.toBe(a);
  });

  it('opens nothing sealed for another purpose or instance, nor an altered value', () => {
    const sealed = box.seal('hello secret');
    expect(new SecretBox('instance-secret-instance-secret-0123', 'other-v1').open(sealed)).toBeNull();
    expect(
      new SecretBox('another-instance-secret-another-0123', 'project-secret-v1').open(sealed),
    ).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(box.open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });

  it("keeps GitHub's token key: the same purpose under the auth secret", () => {
    const github = new TokenBox('instance-secret-instance-secret-0123');
    expect(
      new SecretBox('instance-secret-instance-secret-0123', 'github-token-v1').open(github.seal('t')),
    ).toBe('t');
  });

  it('shows the last four characters, none of a short value', () => {
    expect(lastFour('sk_live_abcdefgh1234')).toBe('1234');
    expect(lastFour('short')).toBe('••••');
  });
});

describe('resolveInstanceSecret', () => {
  it('uses the configured value, else generates one into the data dir once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kiln-secret-'));
    try {
      expect(resolveInstanceSecret('configured-value', dir, 'secrets-key')).toBe('configured-value');
      const generated = resolveInstanceSecret(undefined, dir, 'secrets-key');
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(resolveInstanceSecret(undefined, dir, 'secrets-key')).toBe(generated);
      expect((await readFile(path.join(dir, 'secrets-key'), 'utf8')).trim()).toBe(generated);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
