import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDependencies } from './dependency-set';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

async function withPackage(pkg: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-deps-'));
  made.push(dir);
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(pkg));
  return dir;
}

describe('the packages a project installs', () => {
  it('takes the build tooling of devDependencies (PostCSS, Tailwind and their plugins), not the rest', async () => {
    const dir = await withPackage({
      dependencies: { react: '^18.3.1', 'tailwindcss-animate': '^1.0.7' },
      devDependencies: {
        tailwindcss: '^3.4.11',
        '@tailwindcss/typography': '^0.5.15',
        postcss: '^8.4.47',
        'postcss-nesting': '^13.0.0',
        autoprefixer: '^10.4.20',
        vite: '^5.4.1',
        eslint: '^9.9.0',
        'lovable-tagger': '^1.1.7',
        '@types/react': '^18.3.3',
        // Not from the registry: left out rather than refused (the build says what it misses).
        'tailwindcss-local': 'file:../plugin',
      },
    });
    expect(await readDependencies(dir)).toEqual({
      ok: true,
      dependencies: {
        react: '^18.3.1',
        'tailwindcss-animate': '^1.0.7',
        tailwindcss: '^3.4.11',
        '@tailwindcss/typography': '^0.5.15',
        postcss: '^8.4.47',
        'postcss-nesting': '^13.0.0',
        autoprefixer: '^10.4.20',
      },
    });
  });

  it("takes for a project's own vite build every dev package a build may load, not linters, tests or types", async () => {
    const dir = await withPackage({
      dependencies: { react: '^18.3.1' },
      devDependencies: {
        vite: '^5.4.1',
        '@vitejs/plugin-react-swc': '^3.5.0',
        'vite-plugin-pwa': '^0.20.0',
        sass: '^1.77.0',
        typescript: '^5.5.3',
        eslint: '^9.9.0',
        'eslint-plugin-react-hooks': '^5.1.0',
        '@eslint/js': '^9.9.0',
        'typescript-eslint': '^8.0.1',
        globals: '^15.9.0',
        prettier: '^3.3.3',
        vitest: '^2.0.5',
        '@testing-library/react': '^16.0.0',
        husky: '^9.1.4',
        '@types/react': '^18.3.3',
      },
    });
    expect(await readDependencies(dir, 'all')).toEqual({
      ok: true,
      dependencies: {
        react: '^18.3.1',
        vite: '^5.4.1',
        '@vitejs/plugin-react-swc': '^3.5.0',
        'vite-plugin-pwa': '^0.20.0',
        sass: '^1.77.0',
        typescript: '^5.5.3',
      },
    });
  });

  it('still refuses a runtime dependency that is not a registry package', async () => {
    const dir = await withPackage({ dependencies: { evil: 'file:../../secrets' } });
    const read = await readDependencies(dir);
    expect(read.ok).toBe(false);
  });
});
