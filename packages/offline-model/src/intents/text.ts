import type { FileView } from '../file-view';
import { jsxText } from '../recipes/shared/ts-literal';
import { openingTagEnd } from '../source/tsx';
import { APP_FILE, homeAndParts, replaceVisibleText, sourceFiles } from './project';
import { type Intent, type IntentOutcome, NEED } from './types';

const OPEN = `["“”'‘’«]`;
const CLOSE = `["“”'‘’»]`;

function cleanValue(text: string): string {
  return text
    .trim()
    .replace(/^["“”'‘’«]|["“”'‘’»]$/g, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** Every visible occurrence of `from` in the app's source and page title becomes `to`. */
function replaceEverywhere(view: FileView, from: string, to: string): IntentOutcome | { changed: string[] } {
  const files = view.list();
  if (!files) return NEED;
  const paths = [...sourceFiles(files), 'index.html'];
  const sources = view.getAll(paths);
  if (!sources) return NEED;
  const changed: string[] = [];
  for (const ignoreCase of [false, true]) {
    for (const [path, source] of sources) {
      if (!source) continue;
      const result =
        path === 'index.html'
          ? replaceTitle(source, from, to, ignoreCase)
          : replaceVisibleText(source, from, to, { ignoreCase });
      if (result.count > 0) {
        view.write(path, result.source);
        changed.push(path);
      }
    }
    // Exact matches win; only when there are none is the user's capitalisation forgiven.
    if (changed.length > 0) break;
  }
  return { changed };
}

/** The visible parts of index.html: the title and the description, which are HTML-encoded. */
function replaceTitle(
  html: string,
  from: string,
  to: string,
  ignoreCase: boolean,
): { source: string; count: number } {
  const pattern = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), ignoreCase ? 'gi' : 'g');
  let count = 0;
  const replace = (encoded: string) => {
    const text = decodeEntities(encoded);
    if (!pattern.test(text)) return encoded;
    pattern.lastIndex = 0;
    count += 1;
    return encodeEntities(text.replace(pattern, to));
  };
  const source = html
    .replace(
      /(<title>)([^<]*)(<\/title>)/i,
      (_, open: string, text: string, close: string) => `${open}${replace(text)}${close}`,
    )
    .replace(
      /(<meta\s+name="description"\s+content=")([^"]*)(")/i,
      (_, open: string, text: string, close: string) =>
        `${open}${replace(text).replaceAll('"', '&quot;')}${close}`,
    );
  return { source, count };
}

export function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

export function encodeEntities(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** "replace 'Book now' with 'Reserve'", "change the text "Menu" to "Food"". */
export const replaceTextIntent: Intent = {
  id: 'replace-text',
  recognise(text) {
    const match = new RegExp(
      `\\b(?:replace|change|rename|swap|update|edit)\\s+(?:the\\s+)?(?:(?:text|word|words|phrase|label|wording|copy|button text)\\s+)?${OPEN}(.+?)${CLOSE}\\s+(?:with|to|into|for|by)\\s+(.+)$`,
      'is',
    ).exec(text.trim());
    if (!match?.[1] || !match[2]) return null;
    const from = match[1];
    const to = cleanValue(match[2]);
    if (!to || from === to) return null;
    return {
      id: 'replace-text',
      label: `replace “${from}” with “${to}”`,
      plan({ view }) {
        const result = replaceEverywhere(view, from, to);
        if ('status' in result) return result;
        if (result.changed.length === 0) {
          return {
            status: 'cannot',
            reply: `I couldn't find the text “${from}” anywhere visible in the app, so nothing changed. Check the exact wording (capitals and punctuation count), or quote a shorter part of it.`,
          };
        }
        return {
          status: 'done',
          summary: `I replaced “${from}” with “${to}” in ${result.changed.map((path) => `\`${path}\``).join(', ')}.`,
          commit: `Replace "${truncate(from)}" with "${truncate(to)}"`,
        };
      },
    };
  },
};

/** "rename the app to Crumb", "change the name to Crumb & Co", "call it Crumb". */
export const renameAppIntent: Intent = {
  id: 'rename-app',
  recognise(text) {
    const match =
      /\b(?:rename|call)\s+(?:the\s+|my\s+|our\s+)?(?:app|site|website|project|business|brand|shop|store|restaurant|bakery|company|studio|it)\s+(?:to\s+|as\s+)?(.+)$/is.exec(
        text.trim(),
      ) ??
      /\bchange\s+(?:the\s+|my\s+|our\s+)?(?:app(?:'s)?|site(?:'s)?|website(?:'s)?|business|brand|shop|store|company|restaurant|project)?\s*name\s+(?:to|into)\s+(.+)$/is.exec(
        text.trim(),
      );
    if (!match?.[1]) return null;
    const name = cleanValue(match[1]);
    if (!name || name.length > 40) return null;
    return {
      id: 'rename-app',
      label: `rename the app to “${name}”`,
      plan(context) {
        const spec = context.spec();
        if (!spec) return NEED;
        if (spec.name === name) return { status: 'cannot', reply: `The app is already called “${name}”.` };
        const result = replaceEverywhere(context.view, spec.name, name);
        if ('status' in result) return result;
        if (result.changed.length === 0) {
          return {
            status: 'cannot',
            reply: `I couldn't find the current name (“${spec.name}”) in the app's pages, so I didn't rename anything. You can tell me exactly what to replace, e.g. replace 'Old name' with '${name}'.`,
          };
        }
        return {
          status: 'done',
          summary: `I renamed the app from “${spec.name}” to “${name}” in the page title, header, footer and copy (${result.changed.length} file${result.changed.length === 1 ? '' : 's'}).`,
          commit: `Rename the app to ${truncate(name)}`,
        };
      },
    };
  },
};

/** "change the title to Fresh bread daily", "set the browser tab title to ...". */
export const changeHeadingIntent: Intent = {
  id: 'change-heading',
  recognise(text) {
    const match =
      /\b(?:change|set|update|make|rename|replace|edit)\s+(?:the\s+)?((?:(?:main|hero|home\s?page|page|site|website|browser|tab|document|big|top)\s+){0,2})(title|heading|headline|h1|tagline)\s*(?:text\s*)?(?:to|say|says|into|with|:|as)\s*(.+)$/is.exec(
        text.trim(),
      );
    if (!match?.[2] || !match[3]) return null;
    const value = cleanValue(match[3]);
    if (!value) return null;
    const isTab =
      /browser|tab|document/i.test(match[1] ?? '') || (/page/i.test(match[1] ?? '') && /\btab\b/i.test(text));
    return {
      id: 'change-heading',
      label: isTab ? `set the browser tab title to “${value}”` : `change the main heading to “${value}”`,
      plan({ view }) {
        if (isTab) {
          const html = view.get('index.html');
          if (html === undefined) return NEED;
          if (!html || !/<title>[^<]*<\/title>/i.test(html))
            return { status: 'cannot', reply: `index.html has no <title> to change.` };
          view.write(
            'index.html',
            html.replace(
              /<title>[^<]*<\/title>/i,
              `<title>${value.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</title>`,
            ),
          );
          return {
            status: 'done',
            summary: `The browser tab now reads “${value}”.`,
            commit: `Set the page title to "${truncate(value)}"`,
          };
        }
        const found = homeAndParts(view);
        if (found === undefined) return NEED;
        if (found === null)
          return {
            status: 'cannot',
            reply: `I couldn't find the home page (the route for "/" in ${APP_FILE}), so I couldn't change its heading.`,
          };
        for (const [path, source] of found.files) {
          if (!source) continue;
          const start = source.indexOf('<h1');
          if (start === -1) continue;
          const contentStart = openingTagEnd(source, start);
          const end = source.indexOf('</h1>', start);
          if (contentStart === null || end === -1) continue;
          const inner = source.slice(contentStart, end);
          const indent = /\n([ \t]*)\S/.exec(inner)?.[1];
          const replacement =
            indent === undefined ? jsxText(value) : `\n${indent}${jsxText(value)}\n${indent.slice(2)}`;
          view.write(path, source.slice(0, contentStart) + replacement + source.slice(end));
          return {
            status: 'done',
            summary: `I changed the home page's main heading (in \`${path}\`) to “${value}”.`,
            commit: `Change the main heading to "${truncate(value)}"`,
            suggestions: [
              'Change the primary colour to teal',
              'Add a testimonials section',
              'Add an about page',
            ],
          };
        }
        return {
          status: 'cannot',
          reply: `I couldn't find a main heading (an <h1>) on the home page to change.`,
        };
      },
    };
  },
};

function truncate(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 39)}…`;
}
