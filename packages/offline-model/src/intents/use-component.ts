import { aliasOf, type ComponentBrief, parseComponentBrief } from '@kiln/contracts';
import {
  addImport,
  homePagePath,
  importedNames,
  imports,
  resolveImport,
  rootChildrenEnd,
} from '../source/tsx';
import { APP_FILE, findHomePage } from './project';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

/**
 * "Use in this project" (the Components tab): Kiln has already copied the component's files in the
 * INTEGRATE_COMPONENT phase and says so in the message (`buildComponentBrief`, @kiln/contracts). This
 * places it on the page the user was looking at, at the end of the page's content, and imports it.
 */
export const useComponentIntent: Intent = {
  id: 'use-component',
  recognise(text) {
    const brief = parseComponentBrief(text);
    if (!brief) return null;
    return {
      id: 'use-component',
      label: `add ${brief.name} to the page`,
      plan: (context) => placeComponent(context, brief),
    };
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The element App.tsx renders for `route` (exactly, else through `:params`), as a project path. */
export function pageForRoute(app: string, route: string, files: readonly string[]): string | null {
  if (route === '/') return homePagePath(app, files);
  const routes = [...app.matchAll(/<Route\s+[^>]*?path=["']([^"']+)["'][^>]*?element=\{<\s*([A-Z][\w.]*)/g)];
  const matches = (path: string) =>
    path === route ||
    new RegExp(`^${escapeRegExp(path).replace(/:[\w]+/g, '[^/]+')}$`).test(route) ||
    `/${path}` === route;
  const component = routes.find((match) => matches(match[1] ?? ''))?.[2];
  if (!component) return null;
  for (const item of imports(app)) {
    if (importedNames(app, item.source).includes(component))
      return resolveImport(item.source, APP_FILE, files);
  }
  return null;
}

function placeComponent(context: IntentContext, brief: ComponentBrief): IntentOutcome {
  const { view } = context;
  const app = view.get(APP_FILE);
  const files = view.list();
  const home = findHomePage(view);
  if (app === undefined || !files || home === undefined) return NEED;
  const onRoute = app ? pageForRoute(app, brief.route, files) : null;
  const page = onRoute ?? home;
  if (!page) {
    return { status: 'cannot', reply: `I couldn't find the page for ${brief.route} in ${APP_FILE}.` };
  }
  const source = view.get(page);
  if (source === undefined) return NEED;
  if (source === null) return { status: 'cannot', reply: `The page file ${page} doesn't exist.` };
  const { exportName, isDefault, path } = brief.entry;
  const where = onRoute ? `the ${brief.route === '/' ? 'home' : brief.route} page` : 'the home page';
  if (new RegExp(`<${exportName}[\\s/>]`).test(source)) {
    return {
      status: 'cannot',
      reply: `${where[0]?.toUpperCase()}${where.slice(1)} already shows <${exportName} />, so I only updated its files.`,
    };
  }
  const anchor = rootChildrenEnd(source);
  if (!anchor) {
    return {
      status: 'cannot',
      reply: `I couldn't find where the content of ${page} ends, so the component's files are in \`${path}\` for you to place.`,
    };
  }
  const block = [
    `${anchor.indent}<section className="flex justify-center px-6 py-12">`,
    `${anchor.indent}  <${exportName} />`,
    `${anchor.indent}</section>`,
    '',
  ].join('\n');
  const updated = source.slice(0, anchor.index) + block + source.slice(anchor.index);
  const importLine = isDefault
    ? `import ${exportName} from '${aliasOf(path)}';`
    : `import { ${exportName} } from '${aliasOf(path)}';`;
  view.write(page, addImport(updated, importLine));
  return {
    status: 'done',
    summary:
      `I added **${brief.name}** to ${where} (\`${page}\`), at the end of its content: \`<${exportName} />\` ` +
      `from \`${path}\`, whose files Kiln copied into \`src/components/\`.` +
      (onRoute ? '' : ` I couldn't match ${brief.route} to a route, so I used the home page.`),
    commit: `Add the ${brief.name} component to ${onRoute ? brief.route : '/'}`,
    suggestions: [
      'Move it above the other sections',
      'Give it more space around it',
      'Change the primary colour to teal',
    ],
  };
}
