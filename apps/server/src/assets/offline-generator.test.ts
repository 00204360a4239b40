import { describe, expect, it } from 'vitest';
import { generateOfflineImage } from './offline-generator';

describe('the offline image generator', () => {
  it('is deterministic: the same prompt draws the same picture', () => {
    expect(generateOfflineImage('a bakery at dawn').svg).toBe(generateOfflineImage('a bakery at dawn').svg);
  });

  it('draws a distinct picture for another prompt', () => {
    const prompts = ['a red car', 'a blue car', 'a quiet lake', 'startup office', 'sushi dinner'];
    const svgs = new Set(prompts.map((p) => generateOfflineImage(p).svg));
    expect(svgs.size).toBe(prompts.length);
  });

  it('reads the subject and colour words', () => {
    expect(generateOfflineImage('Coffee and croissants in green tones')).toMatchObject({
      scene: 'food',
      palette: 'forest',
    });
    expect(generateOfflineImage('a sailing boat on the ocean at sunset')).toMatchObject({
      scene: 'ocean',
      palette: 'sunset',
    });
    expect(generateOfflineImage('AI network, neon purple')).toMatchObject({
      scene: 'tech',
      palette: 'violet',
    });
  });

  it('never writes the prompt into the picture as markup', () => {
    const { svg } = generateOfflineImage('<script>alert(1)</script> "quoted" & more');
    expect(svg).not.toContain('<script>');
    expect(svg.match(/<title>[^<]*<\/title>/)).not.toBeNull();
  });
});
