import { sourceFiles } from './project';
import { type Intent, NEED } from './types';

const IMAGE_URL = /(?:https?:\/\/[^\s"'<>)]+|\/[\w./-]+\.(?:png|jpe?g|webp|gif|svg|avif))(?=[\s"'<>),.]|$)/gi;

/**
 * The asset editor's prompts and hand-written ones: "replace the hero image with <url>", "use
 * <url> for /images/gallery-2.svg". An image already in the code that the message names is the
 * target; otherwise the first picture on the page it names, else the home page's first.
 */
export const replaceImageIntent: Intent = {
  id: 'replace-image',
  recognise(text) {
    if (!/\b(?:image|images|photo|photos|picture|pictures|img|logo|banner)\b/i.test(text)) return null;
    const urls = [...text.matchAll(IMAGE_URL)].map((match) => match[0]);
    if (urls.length === 0) return null;
    return {
      id: 'replace-image',
      label: urls.length === 1 ? 'swap the image' : `swap ${urls.length} images`,
      plan({ view }) {
        const files = view.list();
        if (!files) return NEED;
        const sources = view.getAll(
          sourceFiles(files).filter((file) => file.endsWith('.tsx') || file.endsWith('.jsx')),
        );
        if (!sources) return NEED;
        const inCode = new Set<string>();
        for (const source of sources.values()) {
          for (const match of source?.matchAll(/src(?:=|:\s*)["']([^"']+)["']/g) ?? [])
            if (match[1]) inCode.add(match[1]);
        }
        // Pairs: a URL already in the code followed by a new one ("replace A with B").
        const pairs: { from: string; to: string }[] = [];
        const fresh = urls.filter((url) => !inCode.has(url));
        const named = urls.filter((url) => inCode.has(url));
        named.forEach((from, index) => {
          const to = fresh[index];
          if (to) pairs.push({ from, to });
        });
        if (pairs.length === 0 && fresh[0]) {
          const hint = /\b(hero|gallery|logo|banner|product|menu|about|header)\b/i
            .exec(text)?.[1]
            ?.toLowerCase();
          const target =
            [...inCode].find((src) => hint !== undefined && src.toLowerCase().includes(hint)) ??
            [...inCode].find((src) => src.includes('hero')) ??
            [...inCode][0];
          if (target) pairs.push({ from: target, to: fresh[0] });
        }
        if (pairs.length === 0)
          return { status: 'cannot', reply: `I couldn't find an image in the app's code to replace.` };
        const changed = new Set<string>();
        for (const [path, source] of sources) {
          if (!source) continue;
          let updated = source;
          for (const { from, to } of pairs)
            updated = updated.replaceAll(`"${from}"`, `"${to}"`).replaceAll(`'${from}'`, `'${to}'`);
          if (updated !== source) {
            view.write(path, updated);
            changed.add(path);
          }
        }
        return {
          status: 'done',
          summary: `I swapped ${pairs.map(({ from, to }) => `\`${from}\` for \`${to}\``).join(', ')} in ${[...changed].map((path) => `\`${path}\``).join(', ')}. The alt text stays the same; tell me if the new picture shows something different.`,
          commit: pairs.length === 1 ? 'Replace an image' : `Replace ${pairs.length} images`,
        };
      },
    };
  },
};
