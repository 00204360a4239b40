import { describe, expect, it } from 'vitest';
import { findSecrets } from './secret-scan';

const jwt = (payload: object) =>
  ['{"alg":"HS256"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') +
  '.abcdefghijklmnopqrstuvwxyz012345';

describe('findSecrets', () => {
  it('finds live secret keys, service-role JWTs, private keys and AWS pairs', () => {
    const text = [
      'const a = "sk_live_51HqLyjWDarjtT1zdp7dcAbCd";',
      'const b = "rk_live_51HqLyjWDarjtT1zdp7dcWxYz";',
      'const c = "re_123abc45_6789abcdefGhijKLmnopQRst";',
      `const d = "${jwt({ role: 'service_role' })}";`,
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----',
      'aws = { id: "AKIAIOSFODNN7EXAMPLE", secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" }',
    ].join('\n');
    expect(findSecrets(text).map((f) => [f.kind, f.lastFour])).toEqual([
      ['a Stripe live secret key', 'AbCd'],
      ['a Stripe live restricted key', 'WxYz'],
      ['a Resend API key', 'QRst'],
      ['a Supabase service-role key', '2345'],
      ['a private key (PEM)', ''],
      ['an AWS access key with its secret', 'MPLE'],
    ]);
  });

  it('leaves publishable and test keys, anon JWTs and lone AWS key ids alone', () => {
    const text = [
      'pk_live_51HqLyjWDarjtT1zdp7dcAbCd',
      'sk_test_51HqLyjWDarjtT1zdp7dcAbCd',
      jwt({ role: 'anon' }),
      'AKIAIOSFODNN7EXAMPLE',
      'import { re_render } from "x"',
    ].join('\n');
    expect(findSecrets(text)).toEqual([]);
  });
});
