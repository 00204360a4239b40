import { DEFAULT_IMAGE_CATEGORIES, type ImageAsset, OFFLINE_LIBRARY_NAME } from '@kiln/contracts';
import { PALETTES } from './art/palettes';
import { createRandom, hashString } from './art/random';
import { drawScene, type Scene } from './art/scenes';
import { CATALOGUE, type Category, type ImageRow } from './offline-library-catalogue';

/**
 * Kiln's built-in stock library, used when no UNSPLASH_ACCESS_KEY is set: pictures drawn by code
 * (SVG), organised in the default categories and searchable by keyword. Nothing is downloaded.
 * The pictures themselves are listed in `offline-library-catalogue.ts`.
 */

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

/** One catalogue row as a library image: its id, scene and the words it is found by. */
function libraryImage(category: Category, [title, palette, tags]: ImageRow): LibraryImage {
  const { scene, tags: categoryTags } = CATALOGUE[category];
  return {
    id: `kiln-${slug(category)}-${slug(title)}`,
    category,
    scene,
    title,
    palette,
    keywords: `${category} ${categoryTags} ${tags} ${title} photo picture image`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  };
}

export const LIBRARY: readonly LibraryImage[] = DEFAULT_IMAGE_CATEGORIES.flatMap((category) =>
  CATALOGUE[category].images.map((row) => libraryImage(category, row)),
);

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
