import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from './testing/fixture';
import { shimCjsModule, shimModule } from './vendor-plugin';
import { aliasablePackages, builtPackages, PackageShims } from './vendor-shims';

const packagesOf = (...specifiers: string[]) =>
  new Map(specifiers.map((specifier) => [specifier, `/store/${specifier}.js`]));

describe('aliasablePackages', () => {
  const aliasable = (
    specifiers: string[],
    options: { dedupeReact?: boolean; unaliasable?: string[]; refused?: string[] } = {},
  ) => [
    ...aliasablePackages(
      { imports: packagesOf(...specifiers), unaliasable: new Set(options.unaliasable), misused: [] },
      { dedupeReact: options.dedupeReact ?? false, refused: new Set(options.refused) },
    ).keys(),
  ];

  it('keeps package names and subpaths, scoped or not', () => {
    const usual = [
      'react',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      'date-fns/locale/fr',
      'lodash.debounce',
    ];
    expect(aliasable(usual)).toEqual(usual);
  });

  it('leaves the icon package to the icon plugin, and React to the dedupe when there are several stores', () => {
    expect(aliasable(['lucide-react', 'lucide-react/icons/x', 'lucide-reactor'])).toEqual(['lucide-reactor']);
    expect(aliasable(['react', 'react-dom/client', 'reactive'], { dedupeReact: true })).toEqual(['reactive']);
  });

  it('leaves packages imported in other ways, or refused before, to the plugin', () => {
    expect(aliasable(['clsx', 'sonner', 'zod'], { unaliasable: ['clsx'], refused: ['zod'] })).toEqual([
      'sonner',
    ]);
  });

  it('leaves specifiers in forms esbuild would refuse as aliases, or odd ones, to the plugin', () => {
    const odd = [
      'a/./b',
      'a/../b',
      'a//b',
      'a/',
      '@/x',
      '@scope',
      '#internal',
      'with space',
      'paquet-été',
      'a\nb',
      'x'.repeat(201),
    ];
    expect(aliasable(odd)).toEqual([]);
  });
});

describe('PackageShims', () => {
  let temp: TempDir;
  let shims: PackageShims;
  const projectDir = '/srv/projects/p1';

  beforeAll(async () => {
    temp = await makeTempDir('kiln-shims-test-');
    shims = await PackageShims.write(path.join(temp.dir, 'shims'), packagesOf('clsx', '"quoted"/x'));
  });

  afterAll(async () => {
    await shims.dispose();
    await temp.remove();
  });

  it('writes the plugin’s shims as files named by a hash, never by the specifier', async () => {
    const file = shims.alias.clsx as string;
    expect(path.dirname(file)).toBe(path.join(temp.dir, 'shims'));
    expect(path.basename(file)).toMatch(/^[0-9a-f]{32}\.js$/);
    const cjs = file.replace(/\.js$/, '.cjs');
    expect(await readFile(file, 'utf8')).toBe(shimModule('clsx', `./${path.basename(cjs)}`));
    expect(await readFile(cjs, 'utf8')).toBe(shimCjsModule('clsx'));
    expect(path.basename(shims.alias['"quoted"/x'] as string)).toMatch(/^[0-9a-f]{32}\.js$/);
    expect(await readFile(shims.alias['"quoted"/x'] as string, 'utf8')).toContain(
      '__kilnVendor["\\"quoted\\"/x"]',
    );
    expect([...shims.files]).toHaveLength(4);
  });

  it('records the aliased packages a build imported the plugin’s way, and finds the others', () => {
    const shim = path.relative(projectDir, shims.alias.clsx as string);
    const cjs = shim.replace(/\.js$/, '.cjs');
    const metafile = (kind: 'import-statement' | 'dynamic-import', importer = 'src/main.tsx'): Metafile => ({
      inputs: {
        [importer]: { bytes: 1, imports: [{ path: shim, kind, original: 'clsx' }] },
        [shim]: {
          bytes: 1,
          imports: [{ path: cjs, kind: 'import-statement', original: `./${path.basename(cjs)}` }],
        },
        'src/lazy.tsx': {
          bytes: 1,
          imports: [{ path: '../../../store/zod.js', kind: 'dynamic-import', original: 'zod' }],
        },
      },
      outputs: {},
    });
    const imports = packagesOf('sonner');

    const plain = builtPackages(metafile('import-statement'), projectDir, imports, shims);
    expect(plain.imports).toEqual(packagesOf('sonner', 'clsx'));
    expect(plain.misused).toEqual([]);
    expect([...plain.unaliasable]).toEqual(['zod']);
    // The plugin's own map is left as it was.
    expect(imports).toEqual(packagesOf('sonner'));

    expect(builtPackages(metafile('dynamic-import'), projectDir, imports, shims).misused).toEqual(['clsx']);
    const fromPackage = builtPackages(
      metafile('import-statement', '../../../store/cva.js'),
      projectDir,
      imports,
      shims,
    );
    expect(fromPackage.misused).toEqual(['clsx']);
    expect(builtPackages(metafile('import-statement'), projectDir, imports, null).imports).toEqual(imports);
  });
});
