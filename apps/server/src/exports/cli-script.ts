import path from 'node:path';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../paths';

/** Where the instance serves its command-line client: `node kiln.mjs pull <subdomain> --server ...`. */
export const CLI_SCRIPT_PATH = '/cli/kiln.mjs';

const CLI_ENTRY = path.join(REPO_ROOT, 'packages', 'cli', 'src', 'main.ts');

/** The CLI bundled into one dependency-free file, once per process. */
let bundle: Promise<string> | null = null;
function cliBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [CLI_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    minify: true,
    banner: { js: '#!/usr/bin/env node' },
  })
    .then((result) => result.outputFiles[0]?.text ?? '')
    .catch((error: unknown) => {
      bundle = null;
      throw error;
    });
  return bundle;
}

export function registerCliScript(app: FastifyInstance): void {
  app.get(CLI_SCRIPT_PATH, async (_request, reply) => {
    reply.headers({
      'content-type': 'text/javascript; charset=utf-8',
      'content-disposition': 'attachment; filename="kiln.mjs"',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    return reply.send(await cliBundle());
  });
}
