import { describe, expect, it } from 'vitest';
import { parseLockfile, pinToLockfile } from './lockfiles';

/** What each lockfile pins for the same package.json ranges. */
const ASKED = {
  tailwindcss: '^3.4.0',
  'date-fns': '^3.6.0',
  '@radix-ui/react-slot': '^1.1.0',
  zod: '^3.23.8',
};

describe('lockfiles', () => {
  it('npm: the top-level versions, when they are in range', () => {
    const lock = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': { name: 'app' },
        'node_modules/tailwindcss': { version: '3.4.11' },
        'node_modules/date-fns': { version: '2.30.0' },
        'node_modules/@radix-ui/react-slot': { version: '1.1.2' },
        'node_modules/other/node_modules/zod': { version: '3.23.9' },
        'node_modules/left-pad': { version: 'not-a-version' },
      },
    });
    expect(pinToLockfile(ASKED, parseLockfile('package-lock.json', lock))).toEqual({
      tailwindcss: '3.4.11',
      // Outside the range package.json asks for now (an edited package.json): the range wins.
      'date-fns': '^3.6.0',
      '@radix-ui/react-slot': '1.1.2',
      // Only a nested copy was locked: not the project's own.
      zod: '^3.23.8',
    });
    expect(pinToLockfile(ASKED, parseLockfile('package-lock.json', '{ broken'))).toEqual(ASKED);
    const v1 = JSON.stringify({ lockfileVersion: 1, dependencies: { zod: { version: '3.23.8' } } });
    expect(pinToLockfile({ zod: '^3.0.0' }, parseLockfile('package-lock.json', v1))).toEqual({
      zod: '3.23.8',
    });
  });

  it('Yarn 1 and Berry: the version locked for that very range first', () => {
    const yarn1 = [
      '# yarn lockfile v1',
      '',
      '"@radix-ui/react-slot@^1.0.2", "@radix-ui/react-slot@^1.1.0":',
      '  version "1.1.0"',
      '  resolved "https://registry.yarnpkg.com/@radix-ui/react-slot/-/react-slot-1.1.0.tgz"',
      '',
      'tailwindcss@^3.4.0:',
      '  version "3.4.17"',
      '',
      'tailwindcss@^3.0.0:',
      '  version "3.4.18"',
      '',
    ].join('\n');
    expect(pinToLockfile(ASKED, parseLockfile('yarn.lock', yarn1))).toEqual({
      ...ASKED,
      tailwindcss: '3.4.17',
      '@radix-ui/react-slot': '1.1.0',
    });
    const berry = [
      '__metadata:',
      '  version: 8',
      '',
      '"tailwindcss@npm:^3.4.0":',
      '  version: 3.4.15',
      '  resolution: "tailwindcss@npm:3.4.15"',
      '',
      '"zod@npm:^3.22.0, zod@npm:^3.23.8":',
      '  version: 3.23.8',
      '',
    ].join('\n');
    expect(pinToLockfile(ASKED, parseLockfile('yarn.lock', berry))).toEqual({
      ...ASKED,
      tailwindcss: '3.4.15',
      zod: '3.23.8',
    });
  });

  it("pnpm: the root importer's packages (v9), and v5's flat list", () => {
    const v9 = [
      "lockfileVersion: '9.0'",
      '',
      'importers:',
      '',
      '  .:',
      '    dependencies:',
      "      '@radix-ui/react-slot':",
      '        specifier: ^1.1.0',
      '        version: 1.1.1(@types/react@18.3.3)(react@18.3.1)',
      '    devDependencies:',
      '      tailwindcss:',
      '        specifier: ^3.4.0',
      '        version: 3.4.10',
      '',
      '  packages/other:',
      '    dependencies:',
      '      zod:',
      '        specifier: ^3.23.8',
      '        version: 3.23.8',
      '',
      'packages:',
      '',
      '  zod@3.24.0:',
      '    resolution: {integrity: sha512-x}',
      '',
    ].join('\n');
    expect(pinToLockfile(ASKED, parseLockfile('pnpm-lock.yaml', v9))).toEqual({
      ...ASKED,
      '@radix-ui/react-slot': '1.1.1',
      tailwindcss: '3.4.10',
    });
    const v5 = [
      'lockfileVersion: 5.4',
      '',
      'dependencies:',
      '  zod: 3.23.9',
      '',
      'devDependencies:',
      '  tailwindcss: 3.4.3',
      '',
    ].join('\n');
    expect(pinToLockfile(ASKED, parseLockfile('pnpm-lock.yaml', v5))).toEqual({
      ...ASKED,
      zod: '3.23.9',
      tailwindcss: '3.4.3',
    });
  });

  it("Bun's text lockfile: the project's own packages, not the nested copies", () => {
    const bun = `{
  "lockfileVersion": 1,
  "workspaces": { "": { "name": "app", "dependencies": { "zod": "^3.23.8" } } },
  "packages": {
    "tailwindcss": ["tailwindcss@3.4.14", "", { "dependencies": {} }, "sha512-x"],
    "zod": ["zod@3.23.8", "", {}, "sha512-y"],
    "other/zod": ["zod@3.22.0", "", {}, "sha512-z"],
  }
}`;
    expect(pinToLockfile(ASKED, parseLockfile('bun.lock', bun))).toEqual({
      ...ASKED,
      tailwindcss: '3.4.14',
      zod: '3.23.8',
    });
  });
});
