import { type AssetReplacement, parseAssetPrompt } from '@kiln/contracts';
import { imageToVideo } from './media-tag';
import { sourceFiles } from './project';
import { type Intent, NEED } from './types';

/**
 * The asset editor's apply prompt (seed 001 §4.5): each numbered line names the element by its
 * `data-unique-id` (`file:line:column` of its opening tag), the `src` it shows now and the new file's
 * path. The element's own `src` is rewritten; when it comes from data (`src={item.image}`), the
 * string it renders is replaced where the data holds it, else the expression itself.
 */

type Sources = Map<string, string>;

/** The index just past the `>` that closes the opening tag starting at `start`. */
function tagEnd(source: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i += 1) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) return i + 1;
  }
  return -1;
}

/** The matching `}` of the `{` at `open`. */
function braceEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l += 1) {
    offset = source.indexOf('\n', offset) + 1;
    if (offset === 0) return -1;
  }
  return offset + column;
}

/** "/images/a.svg" also as written when the page reported a full address. */
function srcVariants(src: string): string[] {
  const variants = [src];
  const match = /^https?:\/\/[^/]+(\/.*)$/.exec(src);
  if (match?.[1]) variants.push(match[1]);
  return variants.filter((v) => v.length > 1);
}

function replaceLiteral(sources: Sources, from: string[], to: string): string[] {
  const changed: string[] = [];
  for (const [path, source] of sources) {
    let updated = source;
    for (const value of from)
      updated = updated.replaceAll(`"${value}"`, `"${to}"`).replaceAll(`'${value}'`, `'${to}'`);
    if (updated !== source) {
      sources.set(path, updated);
      changed.push(path);
    }
  }
  return changed;
}

/** Where the element's opening tag is in its file, or null when it is not there any more. */
function locate(sources: Sources, item: AssetReplacement, tag: string) {
  const source = sources.get(item.filePath);
  const position = /:(\d+):(\d+)$/.exec(item.uniqueId);
  if (!source || !position || !item.uniqueId.startsWith(`${item.filePath}:`)) return null;
  const start = offsetOf(source, Number(position[1]), Number(position[2]));
  const end = start >= 0 && source.startsWith(`<${tag}`, start) ? tagEnd(source, start) : -1;
  return end > 0 ? { source, start, end } : null;
}

/**
 * A picture becoming a video: its tag is rewritten in place, never guessed at by the file's old path
 * (that would put a video in an `<img>`).
 */
function pictureToVideo(sources: Sources, item: AssetReplacement): string[] | 'src-from-data' {
  const found = locate(sources, item, 'img');
  if (!found) return [];
  const { source, start, end } = found;
  const video = imageToVideo(source.slice(start, end), item.newSrc);
  if ('problem' in video) return video.problem === 'src-from-data' ? 'src-from-data' : [];
  sources.set(item.filePath, `${source.slice(0, start)}${video.tag}${source.slice(end)}`);
  return [item.filePath];
}

/** Rewrites one element's `src`; returns the files changed (empty when it could not). */
function applyOne(sources: Sources, item: AssetReplacement): string[] | 'src-from-data' {
  if (item.kind === 'video' && item.elementTag === 'img') return pictureToVideo(sources, item);
  const found = locate(sources, item, item.kind === 'video' ? 'video' : 'img');
  if (found) {
    const { source, start, end } = found;
    const opening = source.slice(start, end);
    const attribute = /\ssrc=(?:"[^"]*"|'[^']*'|\{)/.exec(opening);
    if (attribute && !attribute[0].endsWith('{')) {
      const at = start + attribute.index;
      const rewritten = `${source.slice(0, at)} src="${item.newSrc}"${source.slice(at + attribute[0].length)}`;
      sources.set(item.filePath, rewritten);
      return [item.filePath];
    }
    if (attribute) {
      // Rendered from data: change the data where it holds this picture, else the expression.
      const changed = replaceLiteral(sources, srcVariants(item.currentSrc), item.newSrc);
      if (changed.length > 0) return changed;
      const open = start + attribute.index + attribute[0].length - 1;
      const close = braceEnd(source, open);
      if (close > 0) {
        sources.set(item.filePath, `${source.slice(0, open)}"${item.newSrc}"${source.slice(close)}`);
        return [item.filePath];
      }
    }
  }
  // The tag moved since the page was built, or a <video> takes its file from a <source>.
  return replaceLiteral(sources, srcVariants(item.currentSrc), item.newSrc);
}

const FROM_DATA_REPLY =
  "That picture is drawn from a list's data and every item of the list shares its tag, so I can't turn just that one into a video. Pick a picture whose file is written in its own tag, or connect a real model (set ANTHROPIC_API_KEY, OPENAI_API_KEY, or OPENAI_BASE_URL + KILN_MODEL, then restart Kiln) to have it done.";

export const applyAssetsIntent: Intent = {
  id: 'apply-assets',
  recognise(text) {
    const items = parseAssetPrompt(text);
    if (items.length === 0) return null;
    const noun = items[0]?.kind === 'video' ? 'video' : 'image';
    return {
      id: 'apply-assets',
      label: items.length === 1 ? `apply the new ${noun}` : `apply ${items.length} new ${noun}s`,
      plan({ view }) {
        const files = view.list();
        if (!files) return NEED;
        const code = sourceFiles(files).filter((file) => /\.(?:tsx|jsx)$/.test(file));
        const read = view.getAll(
          [...new Set([...items.map((item) => item.filePath), ...code])].filter((f) => files.includes(f)),
        );
        if (!read) return NEED;
        const sources: Sources = new Map();
        for (const [path, content] of read) if (content !== null) sources.set(path, content);
        const original = new Map(sources);
        const done: AssetReplacement[] = [];
        const missed: AssetReplacement[] = [];
        let isFromData = false;
        for (const item of items) {
          const outcome = applyOne(sources, item);
          if (outcome === 'src-from-data') isFromData = true;
          (outcome !== 'src-from-data' && outcome.length > 0 ? done : missed).push(item);
        }
        if (done.length === 0)
          return {
            status: 'cannot',
            reply: isFromData
              ? FROM_DATA_REPLY
              : `I couldn't find ${items.length === 1 ? 'that element' : 'those elements'} in the code any more. Select ${items.length === 1 ? 'it' : 'them'} again in the preview and apply once more.`,
          };
        const changed = [...sources].filter(([path, content]) => original.get(path) !== content);
        for (const [path, content] of changed) view.write(path, content);
        const list = done.map((item) => `\`${item.newSrc}\``).join(', ');
        const where = changed.map(([path]) => `\`${path}\``).join(', ');
        const skipped =
          missed.length > 0
            ? ` I couldn't find ${missed.map((item) => `\`${item.uniqueId}\``).join(', ')}; select it again and apply once more.`
            : '';
        return {
          status: 'done',
          summary: `I put in ${list} from the asset editor (${where}); the files are in \`public/\`, so the app stays self-contained.${skipped}`,
          commit: done.length === 1 ? `Apply a new ${noun}` : `Apply ${done.length} new ${noun}s`,
        };
      },
    };
  },
};
