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
  });

  it('finds nothing in an ordinary message', () => {
    expect(parseAssetPrompt('replace the hero image with /images/shop.jpg')).toEqual([]);
  });
});
