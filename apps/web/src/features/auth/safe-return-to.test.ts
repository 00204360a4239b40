import { describe, expect, it } from 'vitest';
import { authHref, isForkReturn, safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/projects')).toBe('/projects');
    expect(safeReturnTo('/workspace/abc?from=fork')).toBe('/workspace/abc?from=fork');
    expect(safeReturnTo('/workspace/abc?platform=component#top')).toBe(
      '/workspace/abc?platform=component#top',
    );
  });

  it('falls back to / for anything empty or missing', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses absolute and scheme URLs', () => {
    expect(safeReturnTo('https://evil.example/phish')).toBe('/');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/');
    expect(safeReturnTo('data:text/html,hi')).toBe('/');
    expect(safeReturnTo('evil.example')).toBe('/');
  });

  it('refuses protocol-relative tricks', () => {
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/\t/evil.example')).toBe('/');
    expect(safeReturnTo('/\n/evil.example')).toBe('/');
    expect(safeReturnTo('\\\\evil.example')).toBe('/');
  });

  it('refuses absurdly long values', () => {
    expect(safeReturnTo(`/${'a'.repeat(3_000)}`)).toBe('/');
  });
});

describe('authHref', () => {
  it('round-trips the return path through the query string', () => {
    const href = authHref('/sign-up', '/workspace/abc?from=fork');
    expect(href).toBe('/sign-up?returnTo=/workspace/abc%3Ffrom%3Dfork');
    expect(new URL(href, 'http://x.test').searchParams.get('returnTo')).toBe('/workspace/abc?from=fork');
  });

  it('never carries an unsafe target', () => {
    expect(authHref('/sign-in', '//evil.example')).toBe('/sign-in?returnTo=/');
    expect(authHref('/sign-in')).toBe('/sign-in?returnTo=/');
  });
});

describe('isForkReturn', () => {
  it('is true only for a way back that carries on with a fork', () => {
    expect(isForkReturn('/workspace/abc?from=fork')).toBe(true);
    expect(isForkReturn('/workspace/abc?platform=component&from=fork')).toBe(true);
    expect(isForkReturn('/workspace/abc')).toBe(false);
    expect(isForkReturn('//evil.test/?from=fork')).toBe(false);
    expect(isForkReturn(null)).toBe(false);
  });
});
