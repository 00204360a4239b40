import { describe, expect, it } from 'vitest';
import { parseSiteHost, siteUrl } from './hosts';
import { isValidPreviewToken, previewToken } from './preview-token';

const parse = (host: string | undefined) => parseSiteHost(host, 'preview.localhost', 'app.localhost');

describe('parseSiteHost', () => {
  it('tells previews, versions and deployed sites from Kiln itself', () => {
    expect(parse('swift-otter-4821.preview.localhost:3000')).toEqual({
      kind: 'preview',
      subdomain: 'swift-otter-4821',
      token: null,
    });
    expect(parse('abc1234-swift-otter-4821.preview.localhost:3000')).toEqual({
      kind: 'version',
      subdomain: 'swift-otter-4821',
      hash7: 'abc1234',
      token: null,
    });
    expect(parse('swift-otter-4821--tok3n.preview.localhost')).toEqual({
      kind: 'preview',
      subdomain: 'swift-otter-4821',
      token: 'tok3n',
    });
    expect(parse('SWIFT-otter-4821.App.Localhost:3000')).toEqual({
      kind: 'site',
      subdomain: 'swift-otter-4821',
    });
    for (const kiln of [
      'localhost:3000',
      'preview.localhost',
      'kiln.example.com',
      undefined,
      'a.b.preview.localhost',
      '-x.preview.localhost',
    ]) {
      expect(parse(kiln)).toBeNull();
    }
  });

  it('builds the URLs it parses', () => {
    const url = siteUrl({
      publicUrl: 'http://localhost:3000',
      domain: 'preview.localhost',
      subdomain: 'calm-fern-1000',
      hash7: 'abcdef0',
      token: 'tkn',
    });
    expect(url).toBe('http://abcdef0-calm-fern-1000--tkn.preview.localhost:3000/');
    expect(parse(new URL(url).host)).toEqual({
      kind: 'version',
      subdomain: 'calm-fern-1000',
      hash7: 'abcdef0',
      token: 'tkn',
    });
    expect(
      siteUrl({ publicUrl: 'https://kiln.example.com', domain: 'app.example.com', subdomain: 's' }),
    ).toBe('https://s.app.example.com/');
  });
});

describe('preview tokens', () => {
  it('are stable per project and secret, differ between projects and secrets, and fit a DNS label', () => {
    const a = previewToken('secret-one', 'p1', 's1');
    expect(a).toMatch(/^[a-z2-7]{20}$/);
    expect(previewToken('secret-one', 'p1', 's1')).toBe(a);
    expect(previewToken('secret-one', 'p2', 's1')).not.toBe(a);
    expect(previewToken('secret-two', 'p1', 's1')).not.toBe(a);
    expect(isValidPreviewToken('secret-one', { id: 'p1', previewSecret: 's1' }, a)).toBe(true);
    expect(isValidPreviewToken('secret-one', { id: 'p1', previewSecret: 's1' }, null)).toBe(false);
    expect(isValidPreviewToken('secret-one', { id: 'p1', previewSecret: 's1' }, `${a}x`)).toBe(false);
    expect(isValidPreviewToken('secret-one', { id: 'p2', previewSecret: 's1' }, a)).toBe(false);
  });

  it('change with the project’s preview secret, so a new secret revokes the old links', () => {
    const before = previewToken('secret-one', 'p1', 's1');
    expect(previewToken('secret-one', 'p1', 's2')).not.toBe(before);
    expect(isValidPreviewToken('secret-one', { id: 'p1', previewSecret: 's2' }, before)).toBe(false);
    // A row from before preview secrets keeps the id-only token its links were made with.
    expect(previewToken('secret-one', 'p1', '')).not.toBe(before);
  });
});
