import { COLOUR_WORDS, PALETTE_NAMES, PALETTES } from './art/palettes';
import { createRandom, hashString } from './art/random';
import { drawScene, SCENES, type Scene } from './art/scenes';

/**
 * The offline image generator (no OPENAI_API_KEY): a picture drawn from the prompt, the same for the
 * same prompt and different for another. The subject words pick the scene, colour words the palette,
 * and a hash of the whole prompt everything else (layout, shapes, light).
 */

const SCENE_WORDS: Record<Scene, string[]> = {
  landscape: [
    'mountain',
    'forest',
    'nature',
    'hill',
    'valley',
    'tree',
    'landscape',
    'park',
    'garden',
    'field',
  ],
  ocean: ['ocean', 'sea', 'beach', 'coast', 'wave', 'lake', 'boat', 'sail', 'island', 'surf'],
  city: ['city', 'skyline', 'office', 'business', 'urban', 'street', 'downtown', 'company', 'startup'],
  tech: [
    'tech',
    'technology',
    'ai',
    'data',
    'computer',
    'code',
    'software',
    'network',
    'digital',
    'robot',
    'app',
  ],
  food: [
    'food',
    'pizza',
    'coffee',
    'restaurant',
    'meal',
    'dish',
    'cake',
    'bakery',
    'bread',
    'sushi',
    'salad',
    'cafe',
  ],
  travel: ['travel', 'balloon', 'adventure', 'trip', 'journey', 'holiday', 'vacation', 'flight', 'tour'],
  architecture: [
    'building',
    'architecture',
    'house',
    'home',
    'interior',
    'hotel',
    'museum',
    'church',
    'arch',
  ],
  abstract: ['abstract', 'gradient', 'pattern', 'background', 'texture', 'wallpaper', 'shape'],
};

function wordsOf(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function sceneFor(words: string[], seed: number): Scene {
  for (const word of words) {
    for (const scene of SCENES) {
      if (SCENE_WORDS[scene].some((key) => word === key || word === `${key}s` || word === `${key}es`))
        return scene;
    }
  }
  return SCENES[seed % SCENES.length] ?? 'abstract';
}

function paletteFor(words: string[], seed: number): string {
  for (const word of words) {
    const palette = COLOUR_WORDS[word];
    if (palette) return palette;
  }
  return PALETTE_NAMES[(seed >>> 8) % PALETTE_NAMES.length] ?? 'noon';
}

export function generateOfflineImage(prompt: string): { svg: string; scene: Scene; palette: string } {
  const text = prompt.trim();
  const seed = hashString(text.toLowerCase());
  const words = wordsOf(text);
  const scene = sceneFor(words, seed);
  const palette = paletteFor(words, seed);
  const colours = PALETTES[palette] ?? PALETTES.noon;
  if (!colours) throw new Error('no palettes');
  return { svg: drawScene(scene, colours, createRandom(seed), text.slice(0, 200)), scene, palette };
}
