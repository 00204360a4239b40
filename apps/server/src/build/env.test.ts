import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envDefines, loadProjectEnv } from './env';
import { makeTempDir, type TempDir } from './testing/fixture';

describe('loadProjectEnv', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await makeTempDir();
    const files: Record<string, string> = {
      '.env':
        'VITE_A=from .env\nVITE_B=from .env\nVITE_C=from .env\nAPI_HOST=api.example.com\nSECRET=s3cret\n',
      '.env.local': 'VITE_B=from .env.local\n',
      '.env.production':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: dotenv's expansion syntax, not a template
        'VITE_C=from .env.production\nVITE_URL=https://${API_HOST}/v1\nVITE_FALLBACK=${MISSING:-none}\n',
      '.env.production.local': 'export VITE_D="quoted, from .env.production.local"\n',
      '.env.development': 'VITE_C=from .env.development\n',
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(temp.dir, name), content);
  });
  afterAll(() => temp.remove());

  it("reads Vite's files in Vite's order, keeping VITE_* only", async () => {
    expect(await loadProjectEnv(temp.dir, 'production')).toEqual({
      VITE_A: 'from .env',
      VITE_B: 'from .env.local',
      VITE_C: 'from .env.production',
      VITE_D: 'quoted, from .env.production.local',
      VITE_URL: 'https://api.example.com/v1',
      VITE_FALLBACK: 'none',
    });
    expect((await loadProjectEnv(temp.dir, 'development')).VITE_C).toBe('from .env.development');
  });

  it('never reads the process environment, even VITE_ variables or through an expansion', async () => {
    const project = await makeTempDir();
    process.env.VITE_FROM_PROCESS = 'leak';
    process.env.HOME_SECRET = 'leak';
    try {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dotenv's expansion syntax, not a template
      await writeFile(path.join(project.dir, '.env'), 'VITE_E=${HOME_SECRET}\n');
      const env = await loadProjectEnv(project.dir, 'production');
      expect(env).toEqual({ VITE_E: '' });
    } finally {
      delete process.env.VITE_FROM_PROCESS;
      delete process.env.HOME_SECRET;
      await project.remove();
    }
  });

  it('takes the caller’s VITE_* variables last', async () => {
    const env = await loadProjectEnv(temp.dir, 'production', {
      VITE_A: 'from caller',
      DATABASE_URL: 'postgres://x',
    });
    expect(env.VITE_A).toBe('from caller');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('ignores a symlinked env file', async () => {
    const other = await makeTempDir();
    await writeFile(path.join(other.dir, 'secrets'), 'VITE_LINKED=yes\n');
    await symlink(path.join(other.dir, 'secrets'), path.join(other.dir, '.env'));
    expect(await loadProjectEnv(other.dir, 'production')).toEqual({});
    await other.remove();
  });
});

describe('envDefines', () => {
  it('defines import.meta.env like Vite, and each key for dead-code elimination', () => {
    const defines = envDefines('development', { VITE_X: 'x' });
    expect(JSON.parse(defines['import.meta.env'] ?? '')).toEqual({
      VITE_X: 'x',
      BASE_URL: '/',
      MODE: 'development',
      DEV: true,
      PROD: false,
      SSR: false,
    });
    expect(defines['import.meta.env.DEV']).toBe('true');
    expect(defines['import.meta.env.VITE_X']).toBe('"x"');
    expect(defines['process.env.NODE_ENV']).toBe('"development"');
  });
});
