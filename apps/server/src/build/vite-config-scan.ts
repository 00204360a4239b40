import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/** The config files Vite looks for in a project's root, in its order. */
export const VITE_CONFIG_FILES = [
  'vite.config.js',
  'vite.config.mjs',
  'vite.config.ts',
  'vite.config.cjs',
  'vite.config.mts',
  'vite.config.cts',
];

/**
 * What a vite.config may import and still be built by Kiln's fast builder: Vite itself, the React
 * plugins (esbuild does their JSX), Tailwind's (the builder runs Tailwind), and the builders'
 * dev-only taggers (Lovable's `componentTagger`, Kiln's own, only run in `vite` dev); Node's own
 * modules too (paths, `createRequire`).
 */
const FAST_PATH_IMPORTS = new Set([
  'vite',
  '@vitejs/plugin-react',
  '@vitejs/plugin-react-swc',
  '@tailwindcss/vite',
  'lovable-tagger',
  'vite-tsconfig-paths',
]);

/** Plugin hooks that change what a build outputs (`configureServer` and friends only touch `vite` dev). */
const BUILD_HOOKS = /\b(transform|transformIndexHtml|resolveId|load|renderChunk|generateBundle)\s*[(:]/;
/** Stylesheet languages esbuild does not compile. */
const PREPROCESSORS: Array<[string, string]> = [
  ['sass', 'Sass'],
  ['sass-embedded', 'Sass'],
  ['less', 'Less'],
  ['stylus', 'Stylus'],
];

/**
 * Why a project needs its own `vite build` rather than Kiln's fast builder (issue 21 §3): a Vite
 * plugin the fast builder does not know, a plugin written in the config, a `define`, a stylesheet
 * language esbuild does not compile. Null when the fast builder builds it as `vite build` would.
 * Reads the files as text: nothing of the project runs here.
 */
export async function ownViteBuildReason(projectDir: string): Promise<string | null> {
  const manifest = await readJson(path.join(projectDir, 'package.json'));
  const packages = { ...record(manifest?.devDependencies), ...record(manifest?.dependencies) };
  const preprocessor = PREPROCESSORS.find(([name]) => name in packages);
  if (preprocessor) return `it styles with ${preprocessor[1]}`;
  const yaml = await yamlPostcssConfig(projectDir);
  if (yaml) return `its PostCSS config (${yaml}) is YAML`;
  for (const name of VITE_CONFIG_FILES) {
    const text = await readFile(path.join(projectDir, name), 'utf8').catch(() => null);
    if (text === null) continue;
    const code = withoutComments(text);
    for (const specifier of importedSpecifiers(code)) {
      if (FAST_PATH_IMPORTS.has(specifier) || isBuiltin(specifier)) continue;
      if (/^\.{1,2}\//.test(specifier)) return `its ${name} loads "${specifier}"`;
      return `its ${name} uses the Vite plugin "${specifier}"`;
    }
    if (BUILD_HOOKS.test(code)) return `its ${name} defines a plugin of its own`;
    if (/\bdefine\s*:/.test(code)) return `its ${name} defines build-time constants`;
    // PostCSS plugins, CSS modules' naming, preprocessor options: Vite's, not the fast builder's.
    if (/\bcss\s*:/.test(code)) return `its ${name} sets CSS options`;
    return null;
  }
  return null;
}

/** A PostCSS config postcss-load-config reads as YAML (Kiln's builder reads JSON and modules). */
async function yamlPostcssConfig(projectDir: string): Promise<string | null> {
  for (const name of ['.postcssrc.yaml', '.postcssrc.yml']) {
    if ((await readFile(path.join(projectDir, name), 'utf8').catch(() => null)) !== null) return name;
  }
  const rc = await readFile(path.join(projectDir, '.postcssrc'), 'utf8').catch(() => null);
  if (rc === null) return null;
  try {
    JSON.parse(rc);
    return null;
  } catch {
    return '.postcssrc';
  }
}

function importedSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/[^\n]*/g, '$1');
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
