import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createResolver, isRecordLive } from './dns-check';
import { overallStatus, recordsFor } from './records';
import { type FakeDnsServer, startFakeDnsServer } from './testing/dns-server';

let dns: FakeDnsServer;
beforeAll(async () => {
  dns = await startFakeDnsServer();
});
afterAll(() => dns.close());

const row = { hostname: 'apex.example', verificationToken: 'f'.repeat(32) };

describe('custom domain records', () => {
  it('routes by CNAME to the site host, or by A record when a public address is configured', () => {
    expect(recordsFor(loadEnv({}), row, 'crumb')[1]).toEqual({
      kind: 'cname',
      type: 'CNAME',
      name: 'apex.example',
      target: 'crumb.app.localhost',
    });
    expect(recordsFor(loadEnv({ KILN_PUBLIC_IP: '203.0.113.7' }), row, 'crumb')).toEqual([
      {
        kind: 'dcv',
        type: 'TXT',
        name: '_kiln-challenge.apex.example',
        target: `kiln-verify=${'f'.repeat(32)}`,
      },
      { kind: 'a', type: 'A', name: 'apex.example', target: '203.0.113.7' },
    ]);
  });

  it('is Active only when every record is', () => {
    expect(overallStatus(['Active', 'Active'])).toBe('Active');
    expect(overallStatus(['Active', 'Pending'])).toBe('Pending');
    expect(overallStatus([])).toBe('Pending');
  });

  it('reads TXT, CNAME and A answers from a real DNS server over UDP', async () => {
    const resolver = createResolver(dns.address);
    const a = { type: 'A', name: 'apex.example', target: '203.0.113.7' } as const;
    expect(await isRecordLive(resolver, a)).toBe(false);
    dns.set([
      { type: 'A', name: 'apex.example', value: '203.0.113.7' },
      { type: 'CNAME', name: 'www.apex.example', value: 'crumb.app.localhost' },
      { type: 'TXT', name: '_kiln-challenge.apex.example', value: 'kiln-verify=abc' },
    ]);
    expect(await isRecordLive(resolver, a)).toBe(true);
    expect(await isRecordLive(resolver, { ...a, target: '203.0.113.8' })).toBe(false);
    expect(
      await isRecordLive(resolver, {
        type: 'CNAME',
        name: 'www.apex.example',
        target: 'CRUMB.app.localhost.',
      }),
    ).toBe(true);
    expect(
      await isRecordLive(resolver, {
        type: 'TXT',
        name: '_kiln-challenge.apex.example',
        target: 'kiln-verify=abc',
      }),
    ).toBe(true);
  });
});
