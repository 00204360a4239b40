import { describe, expect, it } from 'vitest';
import { type AssetReplacement, buildAssetPrompt, parseAssetPrompt } from './asset-prompt';

const hero: AssetReplacement = {
  kind: 'image',
  filePath: 'src/components/Hero.tsx',
  uniqueId: 'src/components/Hero.tsx:12:8',
  currentSrc: '/images/hero.svg',
  newSrc: '/images/assets/0123abcd.jpg',
  note: 'Croissants by "Ann" on Unsplash',
};

describe('the asset apply prompt', () => {
  it('reads back exactly what it says, notes cleaned of quotes', () => {
    const gallery = { ...hero, uniqueId: 'src/pages/Gallery.tsx:4:2', filePath: 'src/pages/Gallery.tsx' };
    const text = buildAssetPrompt([hero, { ...gallery, note: undefined } as AssetReplacement]);
    expect(text.split('\n')[0]).toMatch(/^Replace these images/);
    expect(parseAssetPrompt(text)).toEqual(
      [
        { ...hero, note: 'Croissants by Ann on Unsplash' },
        { ...gallery, note: undefined },
      ].map(({ note, ...rest }) => (note ? { ...rest, note } : rest)),
    );
  });

  it('speaks of a video when it replaces one', () => {
    const text = buildAssetPrompt([{ ...hero, kind: 'video', newSrc: '/videos/assets/ab.mp4' }]);
    expect(text).toContain('The <video> in src/components/Hero.tsx');
    expect(parseAssetPrompt(text)[0]?.kind).toBe('video');
    expect(parseAssetPrompt(text)[0]?.elementTag).toBeUndefined();
  });

  it('asks for a <video> in place of a picture, and reads both tags back', () => {
    const item: AssetReplacement = {
      ...hero,
      kind: 'video',
      newSrc: '/videos/assets/ab.mp4',
      note: 'oven.mp4',
      elementTag: 'img',
    };
    const text = buildAssetPrompt([item]);
    expect(text.split('\n')[0]).toBe(
      'Replace this image with the video I picked in the asset editor: make the element a <video> that plays it muted, looped and inline. The new file is already in the project.',
    );
    expect(text).toContain(
      '1. The <img> in src/components/Hero.tsx (element src/components/Hero.tsx:12:8, currently "/images/hero.svg"): use the video "/videos/assets/ab.mp4" (oven.mp4).',
    );
    expect(parseAssetPrompt(text)).toEqual([item]);
  });

  it('finds nothing in an ordinary message', () => {
    expect(parseAssetPrompt('replace the hero image with /images/shop.jpg')).toEqual([]);
  });
});
