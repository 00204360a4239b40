import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TemplateBuilds } from './template-builds';

describe('TemplateBuilds screenshots', () => {
  let dir: string;
  let templates: TemplateBuilds;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kiln-template-builds-'));
    templates = new TemplateBuilds(path.join(dir, 'kept'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const shoot =
    (file: string, bytes = 'png') =>
    async () => {
      await writeFile(file, bytes);
      return true;
    };

  it('links a later project to the first one, even while the first is still being taken', async () => {
    const [a, b] = [path.join(dir, 'a.png'), path.join(dir, 'b.png')];
    templates.markVersion('k', 'p1', 'c1');
    templates.markVersion('k', 'p2', 'c2');
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = templates.screenshot('p1', 'c1', a, async () => {
      await slow;
      return shoot(a)();
    });
    let tookAgain = false;
    const second = templates.screenshot('p2', 'c2', b, async () => {
      tookAgain = true;
      return shoot(b)();
    });
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(tookAgain).toBe(false);
    expect((await stat(b)).ino).toBe((await stat(a)).ino);
  });

  it('lets the next project take its own when the first one failed', async () => {
    const b = path.join(dir, 'b.png');
    templates.markVersion('k', 'p1', 'c1');
    templates.markVersion('k', 'p2', 'c2');
    expect(await templates.screenshot('p1', 'c1', path.join(dir, 'a.png'), async () => false)).toBe(false);
    expect(await templates.screenshot('p2', 'c2', b, shoot(b, 'own'))).toBe(true);
    expect((await stat(b)).size).toBe(3);
  });

  it('takes a version that is no template build as it is', async () => {
    const c = path.join(dir, 'c.png');
    expect(await templates.screenshot('p3', 'c3', c, shoot(c))).toBe(true);
    await expect(stat(path.join(dir, 'kept'))).rejects.toThrow();
  });
});
