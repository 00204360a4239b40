import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { parseTrustedProxies } from './trusted-proxies';

describe('KILN_TRUSTED_PROXIES', () => {
  it('trusts no one by default, in production too', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).trustedProxies).toBe(false);
    expect(parseTrustedProxies('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(parseTrustedProxies('2')).toBe(2);
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, "true" and "*" included, naming the variable', () => {
    for (const value of ['true', '*', 'proxy.example.com']) {
      expect(() => parseTrustedProxies(value)).toThrow(/KILN_TRUSTED_PROXIES/);
    }
  });
});
