import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateEncoding } from './compression';

describe('negotiateEncoding (RFC 9110 Accept-Encoding)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP;Q=1.0', 'gzip'],
    ['deflate', null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it('compresses text, JSON, SVG and leaves compressed media alone', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript', 'application/json', 'image/svg+xml'])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'video/mp4',
      'font/woff2',
      'application/pdf',
    ])
      expect(isCompressibleType(type), type).toBe(false);
  });
});
