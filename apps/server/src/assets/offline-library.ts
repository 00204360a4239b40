import { DEFAULT_IMAGE_CATEGORIES, type ImageAsset, OFFLINE_LIBRARY_NAME } from '@kiln/contracts';
import { PALETTES } from './art/palettes';
import { createRandom, hashString } from './art/random';
import { drawScene, type Scene } from './art/scenes';

/**
 * Kiln's built-in stock library, used when no UNSPLASH_ACCESS_KEY is set: pictures drawn by code
 * (SVG), organised in the default categories and searchable by keyword. Nothing is downloaded.
 */

type Category = (typeof DEFAULT_IMAGE_CATEGORIES)[number];
type Entry = { title: string; palette: keyof typeof PALETTES; tags: string };

const CATALOGUE: Record<Category, { scene: Scene; tags: string; entries: Entry[] }> = {
  Nature: {
    scene: 'landscape',
    tags: 'nature mountains landscape outdoors hills forest trees wilderness',
    entries: [
      { title: 'Misty mountain range at dawn', palette: 'dawn', tags: 'morning sunrise mist' },
      { title: 'Green valley under a bright sky', palette: 'forest', tags: 'valley spring summer' },
      { title: 'Alpine peaks at sunset', palette: 'sunset', tags: 'alps evening orange' },
      { title: 'Pine forest in the evening', palette: 'dusk', tags: 'pine woods evening' },
      { title: 'Mountains under the stars', palette: 'night', tags: 'night stars dark' },
      { title: 'Rolling hills at noon', palette: 'noon', tags: 'countryside sunny' },
    ],
  },
  Business: {
    scene: 'city',
    tags: 'business office corporate finance city skyline work startup company',
    entries: [
      { title: 'Business district skyline', palette: 'slate', tags: 'downtown towers' },
      { title: 'Office towers at sunset', palette: 'sunset', tags: 'evening finance' },
      { title: 'City lights at night', palette: 'night', tags: 'night lights urban' },
      { title: 'Morning over the financial district', palette: 'dawn', tags: 'morning commute' },
      { title: 'Skyline on a clear day', palette: 'ocean', tags: 'blue clear' },
      { title: 'Evening city blocks', palette: 'dusk', tags: 'evening urban' },
    ],
  },
  Technology: {
    scene: 'tech',
    tags: 'technology tech digital network data circuit software ai computer code cloud',
    entries: [
      { title: 'Glowing circuit network', palette: 'night', tags: 'circuit blue' },
      { title: 'Neon data grid', palette: 'violet', tags: 'neon purple' },
      { title: 'Connected nodes in the cloud', palette: 'ocean', tags: 'cloud connection' },
      { title: 'Warm electronics board', palette: 'ember', tags: 'hardware electronics' },
      { title: 'Minimal network map', palette: 'mint', tags: 'minimal green' },
      { title: 'Data centre lights', palette: 'dusk', tags: 'server data' },
    ],
  },
  Food: {
    scene: 'food',
    tags: 'food restaurant meal dinner lunch plate cooking kitchen cafe eat dish',
    entries: [
      { title: 'Shared plates on a wooden table', palette: 'sand', tags: 'wood table sharing' },
      { title: 'Colourful brunch spread', palette: 'sunset', tags: 'brunch breakfast' },
      { title: 'Fresh salad bowls', palette: 'forest', tags: 'salad healthy vegetables green' },
      { title: 'Dinner for two', palette: 'dusk', tags: 'dinner romantic' },
      { title: 'Coffee and pastries', palette: 'dawn', tags: 'coffee bakery pastry cafe' },
      { title: 'Sushi platter', palette: 'slate', tags: 'sushi japanese fish' },
    ],
  },
  Travel: {
    scene: 'travel',
    tags: 'travel adventure vacation holiday journey balloons explore tourism trip',
    entries: [
      { title: 'Hot-air balloons over the hills', palette: 'dawn', tags: 'balloons sunrise' },
      { title: 'Balloon festival at sunset', palette: 'sunset', tags: 'festival evening' },
      { title: 'Floating over green valleys', palette: 'forest', tags: 'valley green' },
      { title: 'Desert sky adventure', palette: 'sand', tags: 'desert warm' },
      { title: 'Balloons on a blue morning', palette: 'noon', tags: 'blue morning' },
      { title: 'Evening flight', palette: 'dusk', tags: 'evening calm' },
    ],
  },
  Architecture: {
    scene: 'architecture',
    tags: 'architecture building arches columns interior design hall facade classic',
    entries: [
      { title: 'Arched colonnade', palette: 'sand', tags: 'arches warm stone' },
      { title: 'Modern white arches', palette: 'slate', tags: 'modern white minimal' },
      { title: 'Terracotta courtyard', palette: 'sunset', tags: 'courtyard terracotta' },
      { title: 'Cloister at dusk', palette: 'dusk', tags: 'cloister evening' },
      { title: 'Mint gallery hall', palette: 'mint', tags: 'gallery museum' },
      { title: 'Blue hour facade', palette: 'night', tags: 'night facade' },
    ],
  },
  Abstract: {
    scene: 'abstract',
    tags: 'abstract background gradient colorful colourful pattern wallpaper shapes art',
    entries: [
      { title: 'Violet gradient glow', palette: 'violet', tags: 'purple neon' },
      { title: 'Warm sunset blur', palette: 'sunset', tags: 'orange warm' },
      { title: 'Ocean blue waves of colour', palette: 'ocean', tags: 'blue cool' },
      { title: 'Soft mint haze', palette: 'mint', tags: 'green soft pastel' },
      { title: 'Ember gradient', palette: 'ember', tags: 'red fire' },
      { title: 'Peach morning light', palette: 'dawn', tags: 'pink pastel' },
    ],
  },
  Ocean: {
    scene: 'ocean',
    tags: 'ocean sea beach water waves coast sailing boat summer horizon',
    entries: [
      { title: 'Sailing at sunrise', palette: 'dawn', tags: 'sunrise sailboat' },
      { title: 'Calm blue sea', palette: 'ocean', tags: 'blue calm' },
      { title: 'Golden hour on the water', palette: 'sunset', tags: 'golden sunset' },
      { title: 'Night sea under the moon', palette: 'night', tags: 'moon night' },
      { title: 'Evening tide', palette: 'dusk', tags: 'tide evening' },
      { title: 'Tropical lagoon', palette: 'mint', tags: 'tropical lagoon island' },
    ],
  },
};

export type LibraryImage = {
  id: string;
  category: Category;
  scene: Scene;
  title: string;
  palette: keyof typeof PALETTES;
  keywords: string[];
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const LIBRARY: readonly LibraryImage[] = DEFAULT_IMAGE_CATEGORIES.flatMap((category) => {
  const { scene, tags, entries } = CATALOGUE[category];
  return entries.map((entry) => ({
    id: `kiln-${slug(category)}-${slug(entry.title)}`,
    category,
    scene,
    title: entry.title,
    palette: entry.palette,
    keywords: `${category} ${tags} ${entry.tags} ${entry.title} photo picture image`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  }));
});

const BY_ID = new Map(LIBRARY.map((image) => [image.id, image]));

export const OFFLINE_PAGE_SIZE = 12;
export const OFFLINE_CATEGORY_SIZE = 6;
export const STOCK_PATH_PREFIX = '/api/web/stock/';

export function isOfflineImageId(id: string): boolean {
  return BY_ID.has(id);
}

export function toImageAsset(image: LibraryImage): ImageAsset {
  const url = `${STOCK_PATH_PREFIX}${image.id}.svg`;
  const photographer = { name: OFFLINE_LIBRARY_NAME, link: null };
  return {
    id: image.id,
    url,
    thumb: url,
    downloadLocation: null,
    description: image.title,
    photographer,
    metadata: { photographer },
  };
}

/** The default categories with their first images. */
export function offlineCategories(): Record<string, ImageAsset[]> {
  return Object.fromEntries(
    DEFAULT_IMAGE_CATEGORIES.map((category) => [
      category,
      LIBRARY.filter((image) => image.category === category)
        .slice(0, OFFLINE_CATEGORY_SIZE)
        .map(toImageAsset),
    ]),
  );
}

/**
 * Images matching every word of the query (a word matches a keyword it starts, so "mountain" finds
 * "mountains"), best matches first; pages start at 1.
 */
export function searchOfflineLibrary(
  query: string,
  page: number,
): { images: ImageAsset[]; hasMore: boolean } {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
  const scored = LIBRARY.map((image) => {
    let score = 0;
    for (const word of words) {
      const hits = image.keywords.filter(
        (keyword) => keyword.startsWith(word) || word.startsWith(keyword),
      ).length;
      if (hits === 0) return { image, score: 0 };
      score += hits;
    }
    return { image, score };
  }).filter((entry) => words.length > 0 && entry.score > 0);
  scored.sort((a, b) => b.score - a.score);
  const start = (page - 1) * OFFLINE_PAGE_SIZE;
  return {
    images: scored.slice(start, start + OFFLINE_PAGE_SIZE).map((entry) => toImageAsset(entry.image)),
    hasMore: scored.length > start + OFFLINE_PAGE_SIZE,
  };
}

/** The SVG of a library image by file name (`<id>.svg`), or null for an unknown name. */
export function renderLibraryImage(name: string): string | null {
  const image = BY_ID.get(name.replace(/\.svg$/, ''));
  const palette = image ? PALETTES[image.palette] : undefined;
  if (!image || !palette) return null;
  return drawScene(image.scene, palette, createRandom(hashString(image.id)), image.title);
}
