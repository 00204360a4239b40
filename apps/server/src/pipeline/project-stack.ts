import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What an imported project is built with, for the model (issue 21 §4): its own stack and conventions,
 * not Kiln's starter's. Null for a project of Kiln's own starter (the system prompt's conventions).
 */
export type ProjectStack = {
  react: string;
  styling: string;
  router: string | null;
  ui: string[];
  /** `@/` resolves to src/ (tsconfig paths or vite alias). */
  hasSrcAlias: boolean;
};

type Manifest = { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };

const TAILWIND_CONFIG = /^tailwind\.config\.(js|cjs|mjs|ts)$/;

/** The stack of the project in `dir` (its package.json and its files), or null when it is Kiln's starter's. */
export async function readProjectStack(dir: string, files: readonly string[]): Promise<ProjectStack | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const all: Record<string, string> = {};
  for (const group of [manifest.devDependencies, manifest.dependencies]) {
    for (const [name, spec] of Object.entries(group ?? {})) if (typeof spec === 'string') all[name] = spec;
  }
  const major = (name: string) => all[name]?.match(/(\d+)/)?.[1] ?? null;
  const tailwindConfig = files.find((file) => TAILWIND_CONFIG.test(file));
  const isStarter =
    !tailwindConfig && '@tailwindcss/vite' in all && major('react') === '19' && 'react-router' in all;
  if (isStarter) return null;

  const tailwind = major('tailwindcss');
  const styling =
    tailwind === '3' || (tailwindConfig && tailwind !== '4')
      ? `Tailwind CSS 3, configured in ${tailwindConfig ?? 'tailwind.config.js'} (theme colours, fonts and animations are extended there, often as CSS variables defined in the main stylesheet): use only the classes it defines or Tailwind 3 has`
      : tailwind
        ? 'Tailwind CSS 4 (the theme lives in the CSS, @theme and CSS variables)'
        : files.some((file) => /\.module\.css$/.test(file))
          ? 'CSS modules and plain CSS'
          : 'plain CSS';
  const routerPackage = ['react-router-dom', 'react-router', '@tanstack/react-router', 'wouter'].find(
    (name) => name in all,
  );
  const ui: string[] = [];
  if (files.some((file) => file.startsWith('src/components/ui/')))
    ui.push('shadcn/ui components in src/components/ui (use them before writing new ones)');
  if ('lucide-react' in all) ui.push('lucide-react icons');
  if ('@tanstack/react-query' in all) ui.push('TanStack Query for data');
  return {
    react: `React ${major('react') ?? ''}`.trim(),
    styling,
    router: routerPackage ? `${routerPackage} ${major(routerPackage) ?? ''}`.trim() : null,
    ui,
    hasSrcAlias: files.includes('tsconfig.json') || files.some((file) => /^vite\.config\./.test(file)),
  };
}
