import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

// Resolved through the package name rather than `import.meta.url`: the server bundles this module
// into its dist (and the sandbox worker's script), where a path relative to the module points at nothing.
const PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@kiln/jsx-tagger/package.json'));

let module: Promise<string> | null = null;

/**
 * `viteJsxTagger` as one self-contained ES module (its parser inside), for a project's own
 * `vite build` to import by a bare name: Vite leaves bare imports of its config to Node, so the
 * module is not bundled again with every build. Made once per process.
 */
export function viteTaggerModule(): Promise<string> {
  module ??= bundle();
  // A failed bundle (a broken checkout, say) must not stay cached as the answer forever.
  module.catch(() => {
    module = null;
  });
  return module;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(PACKAGE_DIR, 'src/vite.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('Bundling the Vite JSX tagger produced no output');
  return code;
}
