import { describe, expect, it } from 'vitest';
import { imageToVideo } from './media-tag';

describe('imageToVideo', () => {
  it('keeps the layout and its formatting, turns alt into a label and drops what only a picture has', () => {
    const opening = `<img
            src="/images/hero.svg"
            alt="Fresh bread on the counter"
            width={800}
            height={600}
            loading="lazy"
            className="relative aspect-[4/3] w-full rounded-2xl border object-cover shadow-xl"
          />`;
    expect(imageToVideo(opening, '/videos/assets/ab.mp4')).toEqual({
      tag: `<video
            src="/videos/assets/ab.mp4"
            aria-label="Fresh bread on the counter"
            width={800}
            height={600}
            className="relative aspect-[4/3] w-full rounded-2xl border object-cover shadow-xl"
            autoPlay
            muted
            loop
            playsInline
          />`,
    });
  });

  it('drops an empty alt, keeps spreads and expressions, and adds only the playback flags missing', () => {
    const opening = `<img {...rest} alt="" src='/a.png' style={{ objectPosition: \`\${x}% 50%\` }} muted />`;
    expect(imageToVideo(opening, '/videos/assets/b.webm')).toEqual({
      tag: `<video {...rest} src="/videos/assets/b.webm" style={{ objectPosition: \`\${x}% 50%\` }} muted autoPlay loop playsInline />`,
    });
  });

  it('refuses a picture drawn from data and a tag it cannot read', () => {
    expect(imageToVideo('<img src={dish.image} alt={dish.name} />', '/v.mp4')).toEqual({
      problem: 'src-from-data',
    });
    expect(imageToVideo('<img src="/a.png" alt="a">', '/v.mp4')).toEqual({ problem: 'unreadable' });
    expect(imageToVideo('<video src="/a.mp4" />', '/v.mp4')).toEqual({ problem: 'unreadable' });
    expect(imageToVideo('<img alt="no source" />', '/v.mp4')).toEqual({ problem: 'unreadable' });
  });
});
