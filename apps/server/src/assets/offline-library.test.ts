import { DEFAULT_IMAGE_CATEGORIES, OFFLINE_LIBRARY_NAME } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY,
  OFFLINE_PAGE_SIZE,
  offlineCategories,
  renderLibraryImage,
  searchOfflineLibrary,
} from './offline-library';

describe('the offline stock library', () => {
  it('fills every default category, each image with its own id and address', () => {
    const categories = offlineCategories();
    expect(Object.keys(categories)).toEqual([...DEFAULT_IMAGE_CATEGORIES]);
    for (const images of Object.values(categories)) expect(images.length).toBeGreaterThanOrEqual(6);
    expect(new Set(LIBRARY.map((image) => image.id)).size).toBe(LIBRARY.length);
    expect(categories.Food?.[0]).toMatchObject({
      downloadLocation: null,
      photographer: { name: OFFLINE_LIBRARY_NAME, link: null },
    });
  });

  it('finds images by every word of the query, plural or singular', () => {
    const { images } = searchOfflineLibrary('Mountain sunset', 1);
    expect(images[0]?.description).toBe('Alpine peaks at sunset');
    expect(searchOfflineLibrary('coffee', 1).images.map((i) => i.description)).toEqual([
      'Coffee and pastries',
    ]);
    expect(searchOfflineLibrary('unicorn', 1).images).toEqual([]);
    expect(searchOfflineLibrary('  ', 1).images).toEqual([]);
  });

  it('pages from 1 with hasMore while results remain, never repeating an image', () => {
    const pages = [1, 2, 3, 4].map((page) => searchOfflineLibrary('photo', page));
    expect(pages.map((p) => p.images.length)).toEqual([12, 12, 12, 12]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, true, false]);
    const ids = pages.flatMap((p) => p.images.map((i) => i.id));
    expect(new Set(ids).size).toBe(LIBRARY.length);
    expect(OFFLINE_PAGE_SIZE).toBe(12);
  });

  it('draws the same SVG for the same image and a different one for another', () => {
    const [a, b] = LIBRARY;
    const svgA = renderLibraryImage(`${a?.id}.svg`);
    expect(svgA).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
    expect(renderLibraryImage(`${a?.id}.svg`)).toBe(svgA);
    expect(renderLibraryImage(`${b?.id}.svg`)).not.toBe(svgA);
    expect(renderLibraryImage('unknown.svg')).toBeNull();
  });
});
