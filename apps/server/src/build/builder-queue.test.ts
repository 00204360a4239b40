import { access, mkdir, readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { BuildTimeoutError } from './queue';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { readTree } from './testing/output';
import type { BuilderOptions } from './types';

let temp: TempDir;
let projects: string[];

beforeAll(async () => {
  temp = await makeTempDir();
  projects = await Promise.all(['a', 'b'].map((name) => copyProject(path.join(temp.dir, name))));
});

afterAll(async () => {
  await temp.remove();
});

const request = (index: number, suffix = '') => ({
  projectId: `project-${index}`,
  projectDir: projects[index] as string,
  outDir: path.join(temp.dir, `out-${index}${suffix}`),
  mode: 'preview' as const,
  kilnOrigin: KILN_ORIGIN,
});

function builderWith(options: Partial<BuilderOptions>) {
  return createBuilder({ maxConcurrent: 2, timeoutMs: 30_000, nodePaths: [STORE_NODE_MODULES], ...options });
}

type Span = { project: string; start: number; end: number };

/** Records when each build runs, and holds it for a while so overlaps would show. */
function recordSpans(spans: Span[]): BuilderOptions['previewPlugin'] {
  return (projectDir): Plugin => ({
    name: 'record-spans',
    setup(build) {
      let start = 0;
      build.onStart(async () => {
        start = performance.now();
        await sleep(150);
      });
      build.onEnd(() => {
        spans.push({ project: path.basename(projectDir), start, end: performance.now() });
      });
    },
  });
}

const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

describe('the build queue', () => {
  it('runs builds of one project one after the other', async () => {
    const spans: Span[] = [];
    const builder = builderWith({ maxConcurrent: 4, previewPlugin: recordSpans(spans) });
    const results = await Promise.all([builder.build(request(0)), builder.build(request(0, '-again'))]);
    await builder.close();
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(spans).toHaveLength(2);
    expect(overlap(spans[0] as Span, spans[1] as Span)).toBe(false);
  });

  it('runs builds of different projects side by side, up to maxConcurrent', async () => {
    for (const [maxConcurrent, overlaps] of [
      [2, true],
      [1, false],
    ] as const) {
      const spans: Span[] = [];
      const builder = builderWith({ maxConcurrent, previewPlugin: recordSpans(spans) });
      const results = await Promise.all([builder.build(request(0)), builder.build(request(1))]);
      await builder.close();
      expect(results.map((result) => result.ok)).toEqual([true, true]);
      expect(overlap(spans[0] as Span, spans[1] as Span)).toBe(overlaps);
    }
  });
});

describe('the time limit', () => {
  it('rejects a build past its deadline, and never lets it write afterwards', async () => {
    let isFirstContext = true;
    let releaseStuckBuild = () => {};
    const stuckBuildDone = new Promise<void>((resolve) => {
      releaseStuckBuild = resolve;
    });
    // The first context's plugin stalls far past the limit; the context after it is healthy.
    const builder = builderWith({
      timeoutMs: 1_500,
      previewPlugin: (): Plugin => {
        const isStuck = isFirstContext;
        isFirstContext = false;
        return {
          name: 'stall',
          setup(build) {
            build.onLoad({ filter: /main\.tsx$/ }, async () => {
              if (!isStuck) return undefined;
              await sleep(4_000);
              releaseStuckBuild();
              return undefined;
            });
          },
        };
      },
    });

    let stuckBuildFinished = false;
    void stuckBuildDone.then(() => {
      stuckBuildFinished = true;
    });
    const stuck = builder.build(request(0, '-limit'));
    await expect(stuck).rejects.toThrow(BuildTimeoutError);
    await expect(stuck).rejects.toThrow(
      'The build of project project-0 took longer than 1500 ms and was stopped',
    );
    // Rejected at its deadline, not when the stuck build finally gave up.
    expect(stuckBuildFinished).toBe(false);
    await expect(access(request(0, '-limit').outDir)).rejects.toThrow();

    // The project is not wedged: the next build runs on a fresh context.
    const next = await builder.build(request(0, '-limit'));
    expect(next.ok).toBe(true);
    const output = await readTree(request(0, '-limit').outDir);

    await stuckBuildDone;
    await sleep(300);
    expect(await readTree(request(0, '-limit').outDir)).toEqual(output);
    await builder.close();
  });
});

describe('warm state', () => {
  it('is kept between builds, dropped when idle, on dispose and on close', async () => {
    const builder = builderWith({ idleMs: 200 });
    expect((await builder.build(request(0, '-idle'))).ok).toBe(true);
    expect(builder.warmProjects()).toEqual(['project-0']);
    await sleep(600);
    expect(builder.warmProjects()).toEqual([]);

    expect((await builder.build(request(1, '-idle'))).ok).toBe(true);
    await builder.dispose('project-1');
    expect(builder.warmProjects()).toEqual([]);

    expect((await builder.build(request(1, '-idle'))).ok).toBe(true);
    await builder.close();
    expect(builder.warmProjects()).toEqual([]);
    await expect(builder.build(request(1, '-idle'))).rejects.toThrow('The builder is closed');
  });
});

describe('the package bundle of preview builds', () => {
  it('is built once per set of packages and, with cacheDir, kept across builders', async () => {
    const cacheDir = path.join(temp.dir, 'cache');
    const vendorOf = (files: Map<string, string>) =>
      [...files.keys()].find((file) => file.startsWith('assets/vendor-'));

    const first = builderWith({ cacheDir });
    expect((await first.build(request(0, '-cache'))).ok).toBe(true);
    // Another project importing the same packages shares the bundle.
    expect((await first.build(request(1, '-cache'))).ok).toBe(true);
    await first.close();
    const [set, ...others] = await readdir(cacheDir);
    expect(others).toEqual([]);
    const manifest = await stat(path.join(cacheDir, set as string, 'manifest.json'));

    const second = builderWith({ cacheDir });
    expect((await second.build(request(0, '-cache-again'))).ok).toBe(true);
    await second.close();
    expect((await stat(path.join(cacheDir, set as string, 'manifest.json'))).mtimeMs).toBe(manifest.mtimeMs);
    const outputs = await Promise.all(
      ['-cache', '-cache-again'].map((suffix) => readTree(request(0, suffix).outDir)),
    );
    expect(vendorOf(outputs[0] as Map<string, string>)).toBeDefined();
    expect(vendorOf(outputs[1] as Map<string, string>)).toBe(vendorOf(outputs[0] as Map<string, string>));
  });

  it('on a cache folder shared with another builder, deletes only what nobody used lately', async () => {
    const cacheDir = path.join(temp.dir, 'shared-cache');
    await mkdir(cacheDir, { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    // Another builder's bundle being written now, and 20 sets it used a moment ago.
    const fresh = ['abc.tmp-123456', ...Array.from({ length: 20 }, (_, i) => `fresh-${i}`)];
    // What a server long gone left: an unfinished bundle and 20 sets beyond the 16 kept.
    const stale = ['old.tmp-654321', ...Array.from({ length: 20 }, (_, i) => `stale-${i}`)];
    for (const name of [...fresh, ...stale]) await mkdir(path.join(cacheDir, name));
    for (const name of stale) await utimes(path.join(cacheDir, name), hourAgo, hourAgo);

    const builder = builderWith({ cacheDir });
    expect((await builder.build(request(0, '-shared'))).ok).toBe(true);
    await builder.close();
    const left = new Set(await readdir(cacheDir));
    expect(fresh.filter((name) => !left.has(name))).toEqual([]);
    expect(stale.filter((name) => left.has(name))).toEqual([]);
  });
});

describe('requests', () => {
  let builder: ReturnType<typeof builderWith>;
  beforeAll(() => {
    builder = builderWith({});
  });
  afterAll(() => builder.close());

  it('refuses a preview build without a valid Kiln origin', async () => {
    await expect(builder.build({ ...request(0), kilnOrigin: undefined })).rejects.toThrow(/needs kilnOrigin/);
    await expect(builder.build({ ...request(0), kilnOrigin: '*' })).rejects.toThrow(/must be an origin/);
  });

  it('refuses an output folder inside the project (or the reverse)', async () => {
    const inside = { ...request(0), outDir: path.join(projects[0] as string, 'dist') };
    await expect(builder.build(inside)).rejects.toThrow(/must not contain one another/);
  });
});
