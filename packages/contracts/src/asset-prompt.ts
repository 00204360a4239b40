/**
 * The asset editor's apply prompt (seed 001 §4.5 "Apply sends a chat prompt"). It is plain English a
 * real model follows, and its numbered lines have one fixed shape so the offline model reads exactly
 * what to replace with what. The web app builds it; the offline model parses it; both use this file.
 */

export type AssetReplacement = {
  kind: 'image' | 'video';
  /** The element's source file (`data-file-name`), e.g. `src/components/Hero.tsx`. */
  filePath: string;
  /** `data-unique-id`: `{file}:{line}:{column}` of the opening tag. */
  uniqueId: string;
  /** The `src` the element renders now, as written in the page. */
  currentSrc: string;
  /** Where the copied asset lives in the app (`/images/assets/….jpg`). */
  newSrc: string;
  /** Who made it or what it shows, for the model's reply (optional). */
  note?: string;
};

const INTRO_IMAGE =
  'Replace these images with the ones I picked in the asset editor. The new files are already in the project.';
const INTRO_VIDEO =
  'Replace this video with the one I picked in the asset editor. The new file is already in the project.';
const OUTRO =
  'Keep the alt text, classes, sizes and layout as they are, and change nothing else. Use each new path exactly as written.';

/** Strips what would break a line of the prompt (quotes, line breaks) from a free-text value. */
function clean(value: string): string {
  return value.replace(/["\r\n]+/g, ' ').trim();
}

/** A note sits in parentheses at the end of its line: no parentheses inside. */
function cleanNote(value: string): string {
  return clean(value).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
}

function line(index: number, item: AssetReplacement): string {
  const tag = item.kind === 'video' ? 'video' : 'img';
  const note = item.note ? ` (${cleanNote(item.note)})` : '';
  return (
    `${index + 1}. The <${tag}> in ${item.filePath} (element ${item.uniqueId}, currently ` +
    `"${clean(item.currentSrc)}"): use "${item.newSrc}"${note}.`
  );
}

export function buildAssetPrompt(items: readonly AssetReplacement[]): string {
  const isVideo = items.every((item) => item.kind === 'video');
  return [isVideo ? INTRO_VIDEO : INTRO_IMAGE, ...items.map((item, index) => line(index, item)), OUTRO].join(
    '\n',
  );
}

const LINE =
  /^\d+\. The <(img|video)> in (\S+) \(element (\S+), currently "([^"]*)"\): use "([^"\s]+)"(?: \(([^)]*)\))?\.$/;

/** The replacements of an apply prompt, or an empty list when the text is not one. */
export function parseAssetPrompt(text: string): AssetReplacement[] {
  const items: AssetReplacement[] = [];
  for (const raw of text.split('\n')) {
    const match = LINE.exec(raw.trim());
    if (!match) continue;
    const [, tag, filePath, uniqueId, currentSrc, newSrc, note] = match;
    if (!tag || !filePath || !uniqueId || currentSrc === undefined || !newSrc) continue;
    items.push({
      kind: tag === 'video' ? 'video' : 'image',
      filePath,
      uniqueId,
      currentSrc,
      newSrc,
      ...(note ? { note } : {}),
    });
  }
  return items;
}
