import { type AssetReplacement, buildAssetPrompt } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { FileView } from '../file-view';
import { applyAssetsIntent } from './apply-assets';
import type { IntentContext } from './types';

const HERO = `export function Hero() {
  return (
    <section>
      <img
        src="/images/hero.svg"
        alt="Bread on the counter"
        width={800}
        height={600}
        className="w-full object-cover"
      />
      <p>Shown at /images/hero.svg</p>
    </section>
  );
}
`;

const MENU = `const DISHES = [{ name: 'Tart', image: '/images/tart.svg' }];

export function Menu() {
  return DISHES.map((dish) => <img key={dish.name} src={dish.image} alt={dish.name} />);
}
`;

const files = new Map([
  ['src/components/Hero.tsx', HERO],
  ['src/components/Menu.tsx', MENU],
]);

/** The asset editor's apply of `oven.mp4` onto a picture, through the offline model's intent. */
function applyVideo(filePath: string, uniqueId: string, currentSrc: string) {
  const item: AssetReplacement = {
    kind: 'video',
    elementTag: 'img',
    filePath,
    uniqueId,
    currentSrc,
    newSrc: '/videos/assets/ab.mp4',
    note: 'oven.mp4',
  };
  const view = new FileView([...files.keys()], files);
  const outcome = applyAssetsIntent.recognise(buildAssetPrompt([item]))?.plan({ view } as IntentContext);
  return { outcome, written: new Map(view.changes().map((change) => [change.path, change])) };
}

describe('the apply-assets intent with a video for a picture', () => {
  it('turns the picked <img> into a playing <video> of the new file and changes nothing else', () => {
    const { outcome, written } = applyVideo(
      'src/components/Hero.tsx',
      'src/components/Hero.tsx:4:6',
      '/images/hero.svg',
    );
    expect(outcome).toMatchObject({ status: 'done', commit: 'Apply a new video' });
    const hero = written.get('src/components/Hero.tsx');
    expect(hero && 'content' in hero ? hero.content : '').toBe(
      HERO.replace('<img', '<video')
        .replace('src="/images/hero.svg"', 'src="/videos/assets/ab.mp4"')
        .replace('alt=', 'aria-label=')
        .replace(
          'className="w-full object-cover"\n',
          'className="w-full object-cover"\n        autoPlay\n        muted\n        loop\n        playsInline\n',
        ),
    );
    expect([...written.keys()]).toEqual(['src/components/Hero.tsx']);
  });

  it("says plainly that a picture drawn from a list's data can't become a video alone", () => {
    const { outcome, written } = applyVideo(
      'src/components/Menu.tsx',
      'src/components/Menu.tsx:4:30',
      '/images/tart.svg',
    );
    expect(outcome).toMatchObject({
      status: 'cannot',
      reply: expect.stringMatching(/^That picture is drawn from a list's data/),
    });
    expect(written.size).toBe(0);
  });

  it('never puts the video into an <img> found elsewhere by its old path', () => {
    const { outcome, written } = applyVideo(
      'src/components/Hero.tsx',
      'src/components/Hero.tsx:9:6',
      '/images/hero.svg',
    );
    expect(outcome).toMatchObject({
      status: 'cannot',
      reply: expect.stringMatching(/^I couldn't find that element/),
    });
    expect(written.size).toBe(0);
  });
});
