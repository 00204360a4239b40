import { describe, expect, it } from 'vitest';
import { addDomain } from '../calls/domains';
import { DOMAIN_EXAMPLE, MESSAGE_TEMPLATES } from '../messages';
import { isValidHostname, normaliseHostname } from './domain';

describe('normaliseHostname', () => {
  it.each([
    ['  Shop.Example.COM  ', 'shop.example.com'],
    ['https://shop.example.com', 'shop.example.com'],
    ['HTTP://Shop.Example.com/menu?x=1#top', 'shop.example.com'],
    ['shop.example.com.', 'shop.example.com'],
    ['https://shop.example.com./', 'shop.example.com'],
    ['shop.example.com:8080', 'shop.example.com'],
    ['https://ana@shop.example.com:443/path', 'shop.example.com'],
    ['shop.example.com/', 'shop.example.com'],
  ])('%j is stored as %j', (input, expected) => {
    expect(normaliseHostname(input)).toBe(expected);
    expect(isValidHostname(normaliseHostname(input))).toBe(true);
  });

  it('leaves what is not a hostname invalid', () => {
    for (const input of [
      'not a domain',
      'https://',
      'localhost',
      '.',
      'shop..example.com',
      'shop.example.com..',
    ]) {
      expect(isValidHostname(normaliseHostname(input))).toBe(false);
    }
  });
});

describe('the addDomain body', () => {
  const body = addDomain.body;

  it('carries the normalised hostname', () => {
    expect(body.parse({ webId: 'abc', hostname: ' HTTPS://Shop.Example.com/ ' }).hostname).toBe(
      'shop.example.com',
    );
  });

  it("refuses an invalid one with the seed's message", () => {
    const result = body.safeParse({ webId: 'abc', hostname: 'https://not a domain/' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      MESSAGE_TEMPLATES.invalidDomain(DOMAIN_EXAMPLE),
    );
  });
});
