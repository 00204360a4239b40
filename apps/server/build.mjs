// Bundles the server (and its admin CLI) into dist/. Workspace packages (TypeScript sources) are
// bundled in; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@kiln/'));

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin/cli.ts',
    'sandbox-worker': 'src/sandbox/worker-main.ts',
    worker: 'src/worker/main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
