import type { ProjectFile } from '@kiln/contracts';

/** A picture the app shows: a file of its own (`public/…`) or a link in its code. */
export type ProjectImage = { src: string; label: string };

const IMAGE_PATH = /\.(?:png|jpe?g|webp|gif|svg|avif|ico|bmp)$/i;
/** Links in code, up to the first quote, bracket, space or backslash. */
const LINK_IN_CODE = /https?:\/\/[^\s"'`<>()\\]+/g;
/** Image services whose links carry no file extension (`images.unsplash.com/photo-…?w=800`). */
const IMAGE_HOSTS = new Set(['images.unsplash.com', 'images.pexels.com', 'picsum.photos']);

function imageLink(raw: string): URL | null {
  try {
    const url = new URL(raw.replace(/[.,;:]+$/, ''));
    return IMAGE_HOSTS.has(url.hostname) || IMAGE_PATH.test(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The pictures a visitor's read-only Assets view lists (issue 22 §3): the app's files under
 * `public/` (served at the preview's root, so `previewLink` places them) and the image links its
 * code holds, each once, files first, in path order.
 */
export function projectImages(files: readonly ProjectFile[], previewLink: string | null): ProjectImage[] {
  const images = new Map<string, ProjectImage>();
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  if (previewLink) {
    for (const file of sorted) {
      if (!file.path.startsWith('public/') || !IMAGE_PATH.test(file.path)) continue;
      const src = new URL(file.path.slice('public/'.length), previewLink).href;
      images.set(src, { src, label: file.path });
    }
  }
  for (const file of sorted) {
    for (const match of file.content?.matchAll(LINK_IN_CODE) ?? []) {
      const url = imageLink(match[0]);
      if (!url || images.has(url.href)) continue;
      const name = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
      images.set(url.href, { src: url.href, label: `${url.hostname}/${name}` });
    }
  }
  return [...images.values()];
}
