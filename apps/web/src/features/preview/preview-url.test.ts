import { describe, expect, it } from 'vitest';
import { originOf, resolveReloadUrl, stripReloadParam, withReloadParam } from './preview-url';

const BASE = 'http://garden-1a2b.preview.localhost:3000/';

describe('originOf', () => {
  it('is the exact origin, port included', () => {
    expect(originOf(`${BASE}about?x=1`)).toBe('http://garden-1a2b.preview.localhost:3000');
  });

  it('is null for something that is not a URL', () => {
    expect(originOf('Building your app…')).toBeNull();
  });
});

describe('the cache-busting parameter', () => {
  it('is left out of the first load and set on reloads', () => {
    expect(withReloadParam(BASE, 0)).toBe(BASE);
    expect(withReloadParam(`${BASE}menu?item=3`, 2)).toBe(`${BASE}menu?item=3&kiln_reload=2`);
  });

  it('never shows in the address bar', () => {
    expect(stripReloadParam(`${BASE}menu?item=3&kiln_reload=2`)).toBe(`${BASE}menu?item=3`);
    expect(stripReloadParam(`${BASE}?kiln_reload=5`)).toBe(BASE);
    expect(stripReloadParam(`${BASE}menu`)).toBe(`${BASE}menu`);
  });
});

describe('resolveReloadUrl', () => {
  it("prefers the server's navigation target, as a path or a URL", () => {
    expect(resolveReloadUrl(BASE, '/pricing', `${BASE}about`)).toBe(`${BASE}pricing`);
    expect(resolveReloadUrl(BASE, `${BASE}pricing`, null)).toBe(`${BASE}pricing`);
  });

  it('keeps the page the preview is on, without an old reload parameter', () => {
    expect(resolveReloadUrl(BASE, null, `${BASE}about?kiln_reload=1`)).toBe(`${BASE}about`);
  });

  it('never leaves the preview origin', () => {
    expect(resolveReloadUrl(BASE, 'https://evil.example/', 'http://localhost:3000/projects')).toBe(BASE);
  });
});
