import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_NAME_MAX } from '@kiln/contracts';
import { AppError } from '../http/errors';

/** What Kiln found in an imported project: told in its chat, and to the model (issue 21 §1, §4). */
export type ImportedStack = {
  /** The name the project gets (package.json's, unless a starter's), or null: the source's. */
  name: string | null;
  /** The builder it likely came from, when it left a trace. */
  origin: 'Lovable' | 'Bolt' | 'v0' | null;
  framework: string;
  styling: string[];
  router: string | null;
  ui: string[];
  data: string[];
  /** Packages in dependencies and devDependencies. */
  packageCount: number;
};

/** Names the builders' starters give every project: the project's real name is elsewhere. */
const STARTER_NAMES = new Set([
  'vite_react_shadcn_ts',
  'vite-react-typescript-starter',
  'my-v0-project',
  'vite-project',
  'react-vite',
  'react-app',
  'my-app',
  'my-project',
  'app',
]);
const STARTER_TITLES =
  /^(vite( \+ react)?( \+ ts)?|react app|lovable( generated project| app)?|bolt|v0 app)$/i;

const ROUTERS: Array<[string, string]> = [
  ['react-router-dom', 'React Router'],
  ['react-router', 'React Router'],
  ['@tanstack/react-router', 'TanStack Router'],
  ['wouter', 'wouter'],
];
const UI_KITS: Array<[string, string]> = [
  ['@mui/material', 'Material UI'],
  ['@chakra-ui/react', 'Chakra UI'],
  ['antd', 'Ant Design'],
  ['@mantine/core', 'Mantine'],
  ['framer-motion', 'Framer Motion'],
  ['motion', 'Motion'],
  ['lucide-react', 'lucide-react icons'],
  ['recharts', 'Recharts'],
];
const DATA: Array<[string, string]> = [
  ['@tanstack/react-query', 'TanStack Query'],
  ['@supabase/supabase-js', 'Supabase'],
  ['firebase', 'Firebase'],
  ['zustand', 'Zustand'],
  ['@reduxjs/toolkit', 'Redux Toolkit'],
  ['react-hook-form', 'React Hook Form'],
  ['zod', 'zod'],
];

export const stackRefusals = {
  noPackage: () =>
    AppError.validation('Kiln imports Vite + React projects: this one has no package.json at its root.'),
  badPackage: () => AppError.validation('The project’s package.json is not valid JSON.'),
  next: () =>
    AppError.validation(
      'This is a Next.js app. Kiln imports Vite + React projects (Lovable, Bolt and most v0 exports); Next.js apps cannot be imported yet.',
    ),
  noReact: () =>
    AppError.validation('Kiln imports Vite + React projects: this one does not depend on React.'),
  noIndex: () =>
    AppError.validation('Kiln imports Vite + React projects: this one has no index.html at its root.'),
};

type Manifest = {
  name?: unknown;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** Reads what an imported project is made of; refuses what Kiln cannot build (not Vite + React). */
export async function detectStack(dir: string): Promise<ImportedStack> {
  const manifest = await readManifest(dir);
  const all = { ...manifest.devDependencies, ...manifest.dependencies };
  const has = (name: string) => typeof all[name] === 'string';
  if (has('next')) throw stackRefusals.next();
  if (!has('react')) throw stackRefusals.noReact();
  if (!existsSync(path.join(dir, 'index.html'))) throw stackRefusals.noIndex();

  const files = await listSource(dir);
  const tailwindConfig = files.find((file) => /^tailwind\.config\.(js|cjs|mjs|ts)$/.test(file));
  const tailwindMajor = majorOf(all.tailwindcss);
  const styling: string[] = [];
  if (tailwindMajor === 3 || (tailwindConfig && tailwindMajor === null)) {
    styling.push(`Tailwind CSS 3${tailwindConfig ? ` (${tailwindConfig})` : ''}`);
  } else if (has('tailwindcss') || has('@tailwindcss/vite')) {
    styling.push(`Tailwind CSS ${tailwindMajor ?? 4}`);
  }
  if (files.some((file) => /^postcss\.config\.(js|cjs|mjs|ts)$/.test(file))) styling.push('PostCSS');
  if (files.some((file) => /\.module\.(css|scss)$/.test(file))) styling.push('CSS modules');
  if (has('styled-components')) styling.push('styled-components');
  if (has('sass')) styling.push('Sass');

  const ui: string[] = [];
  if (files.includes('components.json') || files.some((file) => file.startsWith('src/components/ui/')))
    ui.push('shadcn/ui');
  if (Object.keys(all).some((name) => name.startsWith('@radix-ui/') || name === 'radix-ui'))
    ui.push('Radix UI');
  for (const [pkg, label] of UI_KITS) if (has(pkg)) ui.push(label);

  return {
    name: await projectName(dir, manifest),
    origin: has('lovable-tagger')
      ? 'Lovable'
      : files.some((file) => file.startsWith('.bolt/'))
        ? 'Bolt'
        : manifest.name === 'my-v0-project'
          ? 'v0'
          : null,
    framework: has('vite') ? 'Vite + React' : 'React',
    styling,
    router: ROUTERS.find(([pkg]) => has(pkg))?.[1] ?? null,
    ui,
    data: DATA.filter(([pkg]) => has(pkg)).map(([, label]) => label),
    packageCount: Object.keys(all).length,
  };
}

/** The chat's account of an import: where it came from, and what Kiln found in it. */
export function describeImport(stack: ImportedStack, source: string, notes: readonly string[]): string {
  const lines = [
    `Imported ${stack.origin ? `this ${stack.origin} project ` : ''}from ${source}.`,
    '',
    `- **Framework:** ${stack.framework}`,
    `- **Styling:** ${stack.styling.length > 0 ? stack.styling.join(', ') : 'plain CSS'}`,
    `- **Routing:** ${stack.router ?? 'none (a single page)'}`,
  ];
  if (stack.ui.length > 0) lines.push(`- **UI:** ${stack.ui.join(', ')}`);
  if (stack.data.length > 0) lines.push(`- **Data and state:** ${stack.data.join(', ')}`);
  lines.push(`- **Packages:** ${stack.packageCount}`);
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}

async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, 'package.json'), 'utf8');
  } catch {
    throw stackRefusals.noPackage();
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    const manifest = parsed as Manifest;
    return {
      name: manifest.name,
      dependencies: stringRecord(manifest.dependencies),
      devDependencies: stringRecord(manifest.devDependencies),
    };
  } catch {
    throw stackRefusals.badPackage();
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, spec]) => typeof spec === 'string'));
}

/** package.json's name unless a starter's, then index.html's title unless a starter's. */
async function projectName(dir: string, manifest: Manifest): Promise<string | null> {
  const fromPackage = typeof manifest.name === 'string' ? manifest.name.replace(/^@[^/]+\//, '') : '';
  if (fromPackage && !STARTER_NAMES.has(fromPackage.toLowerCase())) return readableName(fromPackage);
  const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => '');
  const title = html.match(/<title>([^<]{1,200})<\/title>/i)?.[1]?.trim() ?? '';
  if (title && !STARTER_TITLES.test(title)) return readableName(title);
  return null;
}

/** "my-cool_app" → "My cool app", within the name limit. */
export function readableName(raw: string): string {
  const words = raw
    .replace(/\.(zip|git)$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  return name.slice(0, PROJECT_NAME_MAX).trim() || 'Imported project';
}

function majorOf(spec: string | undefined): number | null {
  const match = spec?.match(/(\d+)/);
  return match ? Number(match[1]) : null;
}

/** The project's files, relative, packages and git aside (bounded: imports hold ≤ 5,000 files). */
async function listSource(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = `${prefix}${entry.name}`;
      if (entry.isFile()) return [file];
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '.git') return [];
      return listSource(dir, `${file}/`);
    }),
  );
  return nested.flat();
}
