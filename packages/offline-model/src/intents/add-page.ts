import type { AppLanguage } from '../locale';
import { lit } from '../recipes/shared/ts-literal';
import { addImport, addNamedImport, indentAt, kebabCase, pascalCase } from '../source/tsx';
import { addARealModel, article } from '../text';
import { type PageKind, pageFiles, pageKind } from './page-content';
import { PAGE_WORDS } from './page-copy';
import { FOREIGN_ADD, foreignPageTitleIn } from './page-words';
import { APP_FILE, layoutCandidates, routesPages } from './project';
import { sectionContextFor } from './sections';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

const NOT_A_PAGE =
  /^(?:home|landing|main|this|that|the|same|whole|web|single|one|404|new|separate|dedicated|an?)$/i;

/** What a request asks for: the page's name as written, and whether it was named outright. */
type PageRequest = { title: string; called: boolean; english: boolean };

/**
 * "add an about page", "create a page called Locations", "add a page for our team"; in Spanish,
 * French, German, Portuguese or Italian too ("Añade una página Sobre nosotros", "ajoute une page de
 * contact", "Füge eine Kontaktseite hinzu").
 */
export const addPageIntent: Intent = {
  id: 'add-page',
  recognise(text) {
    const request = pageRequestIn(text);
    if (!request) return null;
    const { title } = request;
    return {
      id: 'add-page',
      label: `add ${article(title)} ${title} page with a link in the menu`,
      plan: (context) => addPage(context, request),
    };
  },
};

function pageRequestIn(text: string): PageRequest | null {
  if (/\b(?:add|create|make|build|include|need|want|new)\b/i.test(text)) {
    const title = pageTitleIn(text);
    if (title) return { title, called: /\bpage\s+(?:called|named|titled)\b/i.test(text), english: true };
  }
  if (!FOREIGN_ADD.test(text)) return null;
  const foreign = foreignPageTitleIn(text);
  return foreign ? { ...foreign, english: false } : null;
}

/**
 * The page's title in the app's language: a page the request names ("about", "Kontakt") takes its
 * usual name there ("Sobre nosotros" on a Spanish app, even asked for in English); a page named
 * outright, or one of no known kind, keeps the name it was given.
 */
function titleFor(request: PageRequest, kind: PageKind, language: AppLanguage): string {
  if (request.called || kind === 'generic') return request.title;
  if (language === 'en' && request.english) return request.title;
  return PAGE_WORDS[language].titles[kind];
}

/** Letters without their accents, for a route and a component's name ("Über uns" → /uber-uns, UberUns). */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

export function pageTitleIn(text: string): string | null {
  const called =
    /\bpage\s+(?:called|named|titled)\s+["“'‘]?([\w'& -]{2,30}?)["”'’]?(?:[.,!]|$|\s+(?:with|that|and)\b)/i.exec(
      text,
    );
  const about =
    /\bpage\s+(?:about|for|on|listing|showing)\s+(?:our|my|the)?\s*([\w'& -]{2,30}?)(?:[.,!]|$|\s+(?:with|that|and)\b)/i.exec(
      text,
    );
  const before = /\b(?:an?|the|new|separate|dedicated)\s+((?:[\w'&-]+\s+){0,2}?[\w'&-]+)\s+page\b/i.exec(
    text,
  );
  const raw = called?.[1] ?? about?.[1] ?? before?.[1];
  if (!raw) return null;
  const words = raw
    .trim()
    .split(/\s+/)
    // A name given with "called" is kept as written; otherwise filler words go.
    .filter((word) => called || !/^(?:new|separate|dedicated|simple|nice|an?|the|our|my)$/i.test(word));
  if (words.length === 0 || words.every((word) => NOT_A_PAGE.test(word))) return null;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

function addPage(context: IntentContext, request: PageRequest): IntentOutcome {
  const { view } = context;
  const files = view.list();
  if (!files) return NEED;
  const sectionContext = sectionContextFor(context);
  const navFiles = layoutCandidates(files);
  const sources = view.getAll([APP_FILE, ...navFiles]);
  if (!sources || !sectionContext) return NEED;
  const app = sources.get(APP_FILE);
  if (!app)
    return {
      status: 'cannot',
      reply: `I couldn't find ${APP_FILE}, where the routes are, so I didn't add the page.`,
    };

  const kind = pageKind(request.title);
  const title = titleFor(request, kind, sectionContext.language ?? 'en');
  if (!routesPages(app)) {
    return {
      status: 'cannot',
      reply: `This app is one page without a router (${APP_FILE} has no \`<Routes>\`), and the built-in offline model doesn't add routing to an app, so I didn't add ${article(title)} ${title} page. ${addARealModel()} to have it set up pages and their routes.`,
    };
  }
  const component = pascalCase(plain(title)) || 'NewPage';
  const route = `/${kebabCase(plain(title)) || 'page'}`;
  if (new RegExp(`path=["']${route}["']`).test(app)) {
    return { status: 'cannot', reply: `There is already a page at ${route}, so I left it as it is.` };
  }
  const pagePath = `src/pages/${component}.tsx`;
  if (view.exists(pagePath)) return { status: 'cannot', reply: `${pagePath} already exists.` };

  const routeLine = `<Route path="${route}" element={<${component} />} />`;
  const withRoute = insertRoute(app, routeLine);
  if (!withRoute)
    return { status: 'cannot', reply: `I couldn't find the <Routes> in ${APP_FILE} to add the page to.` };
  view.write(APP_FILE, addImport(withRoute, `import ${component} from '@/pages/${component}';`));

  const { page, sections } = pageFiles(kind, component, title, sectionContext);
  view.write(page.path, page.content);
  for (const section of sections) {
    for (const file of section.files)
      if (view.exists(file.path) === false) view.write(file.path, file.content);
  }

  const linked: string[] = [];
  for (const [path, source] of sources) {
    if (!source || path === APP_FILE) continue;
    const updated = addNavEntry(source, route, title);
    if (updated !== source) {
      view.write(path, updated);
      linked.push(path);
    }
  }
  return {
    status: 'done',
    summary: `I added ${article(title)} ${title} page at \`${route}\` (\`${page.path}\`), registered its route in \`${APP_FILE}\`${linked.length > 0 ? ` and linked it from ${linked.map((path) => `\`${path}\``).join(' and ')}` : ". I couldn't find a navigation menu to link it from, so open it at that address"}.`,
    commit: `Add ${article(title)} ${title} page`,
    suggestions: ['Add a contact form section', 'Add dark mode', 'Change the title to Welcome'],
  };
}

/** Before the catch-all route (or the template's marker comment), with the same indentation. */
function insertRoute(app: string, line: string): string | null {
  const marker = app.indexOf('{/* Add new routes above this catch-all. */}');
  const catchAll = /<Route\s+path=["']\*["']/.exec(app);
  const index = marker !== -1 ? marker : (catchAll?.index ?? app.lastIndexOf('</Routes>'));
  if (index === -1) return null;
  const lineStart = app.lastIndexOf('\n', index - 1) + 1;
  const indent = indentAt(app, index) + (marker === -1 && !catchAll ? '  ' : '');
  return `${app.slice(0, lineStart)}${indent}${line}\n${app.slice(lineStart)}`;
}

/** Adds `{ to, label }` to a NAV_LINKS / FOOTER_LINKS style array, copying an icon field if entries have one. */
export function addNavEntry(source: string, route: string, label: string): string {
  let result = source;
  for (const match of [
    ...source.matchAll(/const\s+([A-Z_]*(?:LINKS|NAV|ITEMS|MENU)[A-Z_]*)\s*(?::[^=]+)?=\s*\[/g),
  ]) {
    const start = (match.index ?? 0) + match[0].length;
    const end =
      result.indexOf('\n];', start) !== -1 ? result.indexOf('\n];', start) : result.indexOf(']', start);
    if (end === -1) continue;
    const body = result.slice(start, end);
    if (!/\bto:\s*['"]/.test(body) || body.includes(`'${route}'`)) continue;
    const entryIndent = /\n([ \t]+)\{/.exec(body)?.[1] ?? '  ';
    const hasIcon = /\bicon:\s*\w+/.test(body);
    const entry = hasIcon
      ? `{ to: '${route}', label: ${lit(label)}, icon: FileText }`
      : `{ to: '${route}', label: ${lit(label)} }`;
    const trimmedBody = body.replace(/\s*$/, '');
    const separator = trimmedBody.endsWith(',') || trimmedBody.endsWith('[') ? '' : ',';
    result = `${result.slice(0, start)}${trimmedBody}${separator}\n${entryIndent}${entry},${result.slice(end)}`;
    if (hasIcon) result = addNamedImport(result, 'FileText', 'lucide-react');
  }
  return result;
}
