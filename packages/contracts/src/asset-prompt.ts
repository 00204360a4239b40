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
  /** The element's tag when it is not the new asset's own: an `<img>` that becomes a `<video>`. */
  elementTag?: 'img' | 'video';
};

const INTRO_IMAGE =
  'Replace these images with the ones I picked in the asset editor. The new files are already in the project.';
const INTRO_VIDEO =
  'Replace this video with the one I picked in the asset editor. The new file is already in the project.';
const INTRO_IMAGE_TO_VIDEO =
  'Replace this image with the video I picked in the asset editor: make the element a <video> that plays it muted, looped and inline. The new file is already in the project.';
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

const tagOf = (kind: AssetReplacement['kind']) => (kind === 'video' ? 'video' : 'img');

function line(index: number, item: AssetReplacement): string {
  const tag = item.elementTag ?? tagOf(item.kind);
  // An element of the other kind is told what the new file is: "use the video …".
  const what = tag === tagOf(item.kind) ? '' : `the ${item.kind} `;
  const note = item.note ? ` (${cleanNote(item.note)})` : '';
  return (
    `${index + 1}. The <${tag}> in ${item.filePath} (element ${item.uniqueId}, currently ` +
    `"${clean(item.currentSrc)}"): use ${what}"${item.newSrc}"${note}.`
  );
}

function intro(items: readonly AssetReplacement[]): string {
  if (!items.every((item) => item.kind === 'video')) return INTRO_IMAGE;
  return items.some((item) => (item.elementTag ?? 'video') === 'img') ? INTRO_IMAGE_TO_VIDEO : INTRO_VIDEO;
}

export function buildAssetPrompt(items: readonly AssetReplacement[]): string {
  return [intro(items), ...items.map((item, index) => line(index, item)), OUTRO].join('\n');
}

const LINE =
  /^\d+\. The <(img|video)> in (\S+) \(element (\S+), currently "([^"]*)"\): use (?:the (image|video) )?"([^"\s]+)"(?: \(([^)]*)\))?\.$/;

/** The replacements of an apply prompt, or an empty list when the text is not one. */
export function parseAssetPrompt(text: string): AssetReplacement[] {
  const items: AssetReplacement[] = [];
  for (const raw of text.split('\n')) {
    const match = LINE.exec(raw.trim());
    if (!match) continue;
    const [, tag, filePath, uniqueId, currentSrc, other, newSrc, note] = match;
    if (!tag || !filePath || !uniqueId || currentSrc === undefined || !newSrc) continue;
    const kind = other === 'video' || (!other && tag === 'video') ? 'video' : 'image';
    items.push({
      kind,
      filePath,
      uniqueId,
      currentSrc,
      newSrc,
      ...(note ? { note } : {}),
      ...(tag === tagOf(kind) ? {} : { elementTag: tag === 'video' ? 'video' : 'img' }),
    });
  }
  return items;
}
