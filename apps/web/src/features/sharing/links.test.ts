import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { pullCommand, shareIntentUrl, shellWord } from './links';

describe('shareIntentUrl', () => {
  it('builds X and LinkedIn intents with the link encoded', () => {
    const url = 'http://localhost:3000/workspace/abc';
    expect(shareIntentUrl('x', url, 'Look at Crumb')).toBe(
      'https://x.com/intent/post?text=Look+at+Crumb&url=http%3A%2F%2Flocalhost%3A3000%2Fworkspace%2Fabc',
    );
    expect(shareIntentUrl('linkedin', url, 'x')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%3A3000%2Fworkspace%2Fabc',
    );
  });
});

/**
 * Runs `command` in bash as a user pasting it would, with `curl` and `node` standing in as shell
 * functions that print what they were given (the e2e spec runs the real ones against a server).
 */
function pasteIntoBash(command: string): string[] {
  const standIns = `curl() { echo "curl $*"; }; node() { printf 'node KILN_TOKEN=%s %s\\n' "$KILN_TOKEN" "$*"; }`;
  const env = { PATH: process.env.PATH ?? '' };
  return execFileSync('bash', ['-c', `${standIns}\n${command}`], { cwd: tmpdir(), encoding: 'utf8', env })
    .trim()
    .split('\n');
}

describe('pullCommand', () => {
  it('fetches the CLI from this instance and pulls the project by subdomain from it', () => {
    expect(pullCommand('https://kiln.example.com', 'sunny-fox')).toBe(
      'curl -fsSL https://kiln.example.com/cli/kiln.mjs -o kiln.mjs && node kiln.mjs pull sunny-fox --server https://kiln.example.com',
    );
  });

  it('runs when pasted into a shell: without a token the CLI reads $KILN_TOKEN, with one it is set', {
    timeout: 30_000,
  }, () => {
    const origin = 'http://localhost:3000';
    expect(pasteIntoBash(pullCommand(origin, 'sunny-fox'))).toEqual([
      'curl -fsSL http://localhost:3000/cli/kiln.mjs -o kiln.mjs',
      'node KILN_TOKEN= kiln.mjs pull sunny-fox --server http://localhost:3000',
    ]);
    const token = 'kiln_pat_Ab-9_x';
    expect(pasteIntoBash(pullCommand(origin, 'sunny-fox', token))[1]).toBe(
      `node KILN_TOKEN=${token} kiln.mjs pull sunny-fox --server http://localhost:3000`,
    );
  });

  it('quotes anything a shell would read as syntax', { timeout: 30_000 }, () => {
    expect(shellWord('kiln_pat_abc')).toBe('kiln_pat_abc');
    expect(shellWord('<your token>')).toBe("'<your token>'");
    expect(shellWord("it's; rm -rf ~")).toBe("'it'\\''s; rm -rf ~'");
    expect(pasteIntoBash(pullCommand('http://k.test', 'a', "<x>'; echo pwned"))[1]).toBe(
      "node KILN_TOKEN=<x>'; echo pwned kiln.mjs pull a --server http://k.test",
    );
  });
});
