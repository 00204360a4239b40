import type { FileView } from '../../file-view';
import { importedNames, imports, kebabCase } from '../../source/tsx';
import type { Problem } from '../error-parse';
import type { Fix } from './fix';

function importersOf(
  specifier: string,
  sources: Map<string, string | null>,
  preferred: string | null,
): string[] {
  const importers = [...sources]
    .filter(([, source]) => source && imports(source).some((item) => item.source === specifier))
    .map(([path]) => path);
  return preferred && importers.includes(preferred) ? [preferred] : importers;
}

const NODE_BUILTINS =
  /^(?:node:|fs|path|os|child_process|crypto|http|https|net|stream|zlib|worker_threads)(?:\/|$)/;

export function fixUnresolved(
  view: FileView,
  problem: Extract<Problem, { kind: 'unresolved' }>,
  sources: Map<string, string | null>,
): Fix {
  const { specifier } = problem;
  const isBare = !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('@/');
  if (isBare) {
    if (NODE_BUILTINS.test(specifier)) {
      return {
        cannot: `\`${specifier}\` is a Node.js module; it doesn't exist in the browser, where this app runs. That code has to move to a server (for example a Supabase function).`,
      };
    }
    if (specifier === 'react-router-dom' || specifier.startsWith('react-router-dom/')) {
      const changed = repoint(view, sources, specifier, 'react-router');
      return {
        summary: `React Router 7 ships everything from \`react-router\`; \`react-router-dom\` isn't installed. I changed the imports in ${changed.join(', ')} to \`react-router\`.`,
        commit: 'Import from react-router',
      };
    }
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : (specifier.split('/')[0] ?? specifier);
    view.addDependency(name);
    return {
      summary: `The package \`${name}\` wasn't installed. I added it to package.json; Kiln installs it (without running its install scripts) before the next build.`,
      commit: `Add the ${name} dependency`,
    };
  }

  // Kiln's builder resolves `@/x` as `./x` from src/, and reports that form: look for both.
  const written = [specifier, ...(specifier.startsWith('./') ? [`@/${specifier.slice(2)}`] : [])].find(
    (candidate) => importersOf(candidate, sources, problem.file).length > 0,
  );
  if (written && written !== specifier)
    return fixUnresolved(view, { ...problem, specifier: written }, sources);
  const importers = importersOf(specifier, sources, problem.file);
  const importer = importers[0];
  if (!importer)
    return { cannot: `The build can't find \`${specifier}\`, and I couldn't find which file imports it.` };
  const files = [...sources.keys()];
  const stem = (path: string) =>
    kebabCase(
      path
        .split('/')
        .at(-1)
        ?.replace(/\.\w+$/, '') ?? '',
    ).replace(/-/g, '');
  const wanted = stem(specifier);
  const existing = files.filter((file) => /\.(?:tsx|ts|jsx|js)$/.test(file) && file !== importer);
  const match =
    existing.find((file) => stem(file) === wanted) ??
    existing.find(
      (file) =>
        stem(file) === `${wanted}section` ||
        `${stem(file)}section` === wanted ||
        stem(file) === `${wanted}page`,
    );
  if (match) {
    const target = `@/${match.replace(/^src\//, '').replace(/\.(?:tsx|ts|jsx|js)$/, '')}`;
    repoint(view, new Map([[importer, sources.get(importer) ?? null]]), specifier, target);
    return {
      summary: `\`${importer}\` imported \`${specifier}\`, which doesn't exist; the module is \`${match}\`. I pointed the import at \`${target}\`.`,
      commit: `Fix the import of ${target.split('/').at(-1)}`,
    };
  }

  // No such module anywhere: create it, with the components the importer expects.
  const source = sources.get(importer) ?? '';
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : resolveRelative(importer, specifier);
  if (/\.css$/.test(base)) {
    view.write(
      base,
      `/* Styles for ${importer}. Tailwind classes in the components do most of the work. */\n`,
    );
    return {
      summary: `\`${importer}\` imports the stylesheet \`${specifier}\`, which didn't exist, so I created it (empty for now).`,
      commit: `Create ${base}`,
    };
  }
  const names = importedNames(source, specifier);
  const components = names.filter((name) => /^[A-Z]/.test(name));
  if (components.length === 0 || components.length !== names.length) {
    return {
      cannot: `\`${importer}\` imports ${names.map((name) => `\`${name}\``).join(', ') || 'something'} from \`${specifier}\`, which doesn't exist, and I can't tell what that code should do.`,
    };
  }
  const path = /\.\w+$/.test(base) ? base : `${base}.tsx`;
  const isDefault = new RegExp(`^import\\s+${components[0]}\\b`, 'm').test(source);
  view.write(path, placeholderModule(components, isDefault ? components[0] : null));
  return {
    summary: `\`${importer}\` imports ${components.map((name) => `\`${name}\``).join(', ')} from \`${specifier}\`, which didn't exist. I created \`${path}\` with ${components.length === 1 ? 'a simple placeholder component' : 'simple placeholder components'} so the app builds again; tell me what ${components.length === 1 ? 'it' : 'they'} should show and I'll fill ${components.length === 1 ? 'it' : 'them'} in.`,
    commit: `Create the missing ${path.split('/').at(-1)}`,
  };
}

function resolveRelative(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function placeholderModule(components: string[], defaultName: string | null | undefined): string {
  const blocks = components.map((name) => {
    const title = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/\s?(?:Section|Page|Component)$/, '');
    const keyword = name === defaultName ? 'export default function' : 'export function';
    return `${keyword} ${name}() {
  return (
    <section aria-labelledby="${kebabCase(name)}-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="${kebabCase(name)}-title" className="text-2xl font-semibold tracking-tight">
        ${title}
      </h2>
      <p className="mt-2 text-muted-foreground">This part of the page is coming soon.</p>
    </section>
  );
}`;
  });
  return `${blocks.join('\n\n')}\n`;
}

/** Rewrites `from 'old'` to `from 'new'` in the given files; returns the files changed. */
function repoint(view: FileView, sources: Map<string, string | null>, from: string, to: string): string[] {
  const changed: string[] = [];
  for (const [path, source] of sources) {
    if (!source) continue;
    const updated = source
      .replaceAll(`from '${from}'`, `from '${to}'`)
      .replaceAll(`from "${from}"`, `from "${to}"`);
    if (updated !== source) {
      view.write(path, updated);
      changed.push(path);
    }
  }
  return changed;
}
