import { describe, expect, it } from 'vitest';
import { isInternalAddress, outboundRefusal } from './outbound';

describe('isInternalAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not-an-address',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '104.18.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });
});

describe('outboundRefusal', () => {
  it('refuses other protocols, internal literals and names that resolve inside', async () => {
    expect(await outboundRefusal(new URL('file:///etc/passwd'), true)).toBe('protocol');
    expect(await outboundRefusal(new URL('http://127.0.0.1:8000'), false)).toBe('internal');
    expect(await outboundRefusal(new URL('http://[::1]:8000'), false)).toBe('internal');
    expect(await outboundRefusal(new URL('http://localhost:8000'), false)).toBe('internal');
    expect(await outboundRefusal(new URL('https://8.8.8.8'), false)).toBeNull();
  });

  it('lets internal hosts through when the operator allows them', async () => {
    expect(await outboundRefusal(new URL('http://127.0.0.1:8000'), true)).toBeNull();
  });
});
