import { readFile } from 'node:fs/promises';
import type { Loader, Plugin } from 'esbuild';
import { INTERNAL_RESOLVE } from './resolve-plugin';

/**
 * Imported as a hashed URL, as Vite does (`import logo from './logo.svg'` → `/assets/logo-HASH.svg`).
 * Unlike Vite, small files are not inlined as data URLs: one rule, and the hosting caches them.
 */
const ASSET_EXTENSIONS = [
  // images
  '.png',
  '.jpg',
  '.jpeg',
  '.jfif',
  '.pjpeg',
  '.pjp',
  '.gif',
  '.svg',
  '.ico',
  '.webp',
  '.avif',
  '.bmp',
  '.cur',
  '.apng',
  // media
  '.mp4',
  '.webm',
  '.ogg',
  '.mp3',
  '.wav',
  '.flac',
  '.aac',
  '.opus',
  '.mov',
  '.m4a',
  '.vtt',
  // fonts
  '.woff',
  '.woff2',
  '.eot',
  '.ttf',
  '.otf',
  // other
  '.webmanifest',
  '.pdf',
  '.txt',
];

export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ASSET_EXTENSIONS.map((extension) => [extension, 'file']),
);

const SUFFIX = /\?(url|raw)$/;

/** Vite's `?url` (any file as its hashed URL) and `?raw` (any file as a string) imports. */
export function assetSuffixPlugin(): Plugin {
  return {
    name: 'kiln-asset-suffixes',
    setup(build) {
      build.onResolve({ filter: SUFFIX }, async (args) => {
        const suffix = args.path.endsWith('?raw') ? 'raw' : 'url';
        const resolved = await build.resolve(args.path.slice(0, -'?url'.length), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          // A package's file (`maplibre-gl/dist/maplibre-gl-worker.mjs?url`) is that file, never the
          // package's vendor shim.
          pluginData: INTERNAL_RESOLVE,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external || resolved.namespace !== 'file') {
          return { errors: [{ text: `"${args.path}" must point at a file of the project` }] };
        }
        return { path: resolved.path, namespace: `kiln-${suffix}` };
      });
      build.onLoad({ filter: /.*/, namespace: 'kiln-raw' }, async (args) => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
      }));
      build.onLoad({ filter: /.*/, namespace: 'kiln-url' }, async (args) => ({
        contents: await readFile(args.path),
        loader: 'file',
      }));
    },
  };
}
