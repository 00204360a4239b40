import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { findEscapes } from './confine';

const PROJECT = '/srv/projects/p1';
const STORE = '/srv/store/node_modules';
const SHIM = '/tmp/kiln-shims-x/ab/0123.js';

function importsOf(...paths: string[]): Metafile {
  return {
    inputs: {
      'src/main.tsx': {
        bytes: 1,
        imports: paths.map((imported) => ({ path: imported, kind: 'import-statement' as const })),
      },
    },
    outputs: {},
  };
}

const relative = (file: string) => path.relative(PROJECT, file);

describe('findEscapes', () => {
  it('lets a build read the project, the stores and the files it is given, nothing else', () => {
    const allowedFiles = new Set([SHIM]);
    const inside = importsOf('src/app.tsx', relative(`${STORE}/react/index.js`), relative(SHIM));
    expect(findEscapes(inside, PROJECT, [PROJECT, STORE], allowedFiles)).toEqual([]);

    const beside = importsOf(relative('/tmp/kiln-shims-x/ab/other.js'), relative('/etc/passwd'));
    expect(
      findEscapes(beside, PROJECT, [PROJECT, STORE], allowedFiles).map((error) => error.message),
    ).toEqual([
      '"../../../tmp/kiln-shims-x/ab/other.js" is outside the project: a build may read only the project\'s files and its installed packages',
      '"../../../etc/passwd" is outside the project: a build may read only the project\'s files and its installed packages',
    ]);
  });

  it('lets a given file be imported, not read as text or as a URL', () => {
    const allowedFiles = new Set([SHIM]);
    const asAsset = importsOf(`kiln-raw:${SHIM}`, `kiln-url:${SHIM}`);
    expect(findEscapes(asAsset, PROJECT, [PROJECT, STORE], allowedFiles)).toHaveLength(2);
    expect(findEscapes(importsOf(relative(SHIM)), PROJECT, [PROJECT, STORE])).toHaveLength(1);
  });
});
