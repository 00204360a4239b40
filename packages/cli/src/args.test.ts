import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('reads pull with its directory, server and token (flags or environment)', () => {
    expect(
      parseArgs(['pull', 'sunny-fox', 'site', '--server', 'http://k.test:3000'], { KILN_TOKEN: 't' }),
    ).toEqual({
      kind: 'pull',
      subdomain: 'sunny-fox',
      dir: 'site',
      server: 'http://k.test:3000',
      token: 't',
    });
    expect(parseArgs(['pull', 'sunny-fox', '--token=abc'], {})).toEqual({
      kind: 'pull',
      subdomain: 'sunny-fox',
      dir: 'sunny-fox',
      server: 'http://localhost:3000',
      token: 'abc',
    });
  });

  it('explains what is wrong', () => {
    expect(parseArgs(['push'], {})).toEqual({ kind: 'error', message: 'Unknown command push' });
    expect(parseArgs(['pull'], {})).toEqual({ kind: 'error', message: 'kiln pull needs a subdomain' });
    expect(parseArgs(['pull', 'x', '--server'], {})).toEqual({
      kind: 'error',
      message: '--server needs a value',
    });
    expect(parseArgs([], {})).toEqual({ kind: 'help' });
  });
});
