import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildError, Builder } from '../build/types';
import type { DependencyStore } from '../engine/dependency-store';
import { prepareDependencies } from '../engine/project-build';
import type { Screenshotter, StagedScreenshot } from '../screenshots/screenshotter';
import type { RunTimings } from './timings';

const MAX_ERRORS = 10;

export type CheckStage = 'build' | 'typecheck' | 'render';

export interface CheckFailure {
  stage: CheckStage;
  errors: BuildError[];
}

export type CheckResult =
  | {
      ok: true;
      /** The version screenshot the passing smoke render took in its own page; null when it took none. */
      screenshot: StagedScreenshot | null;
    }
  | ({ ok: false; signature: string; summary: string } & CheckFailure);

/** Two runs failing the same way share a signature (positions and quotes aside). */
export function errorSignature(stage: CheckStage, errors: readonly BuildError[]): string {
  const normal = errors
    .map((e) => `${e.file ?? ''}|${e.message.replace(/\d+/g, '#').replace(/["'`].*?["'`]/g, 'Q')}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(`${stage}\n${normal}`).digest('hex').slice(0, 16);
}

export function formatErrors(errors: readonly BuildError[]): string {
  return errors
    .slice(0, MAX_ERRORS)
    .map((e) =>
      e.file
        ? `${e.file}${e.line ? `:${e.line}${e.column ? `:${e.column}` : ''}` : ''}: ${e.message}`
        : e.message,
    )
    .join('\n');
}

function failure(stage: CheckStage, errors: BuildError[]): CheckResult {
  const label =
    stage === 'build'
      ? 'The build failed'
      : stage === 'typecheck'
        ? 'The type check failed'
        : 'The app failed to render';
  return {
    ok: false,
    stage,
    errors,
    signature: errorSignature(stage, errors),
    summary: `${label}:\n${formatErrors(errors)}`,
  };
}

export interface CheckDeps {
  builder: Builder;
  store: DependencyStore;
  screenshots: Screenshotter;
  kilnOrigin: string;
  /** `tsc --noEmit` of a project (in its sandboxed worker). */
  typecheck(projectId: string, projectDir: string, extraStores: readonly string[]): Promise<BuildError[]>;
}

/**
 * Validation after a model turn (ARCHITECTURE.md): build, type check, and a smoke render of the build
 * in Chromium. The build goes to `stagingDir`; when everything passes it is the version's build. The
 * type check runs beside the render once the build is done; failures are reported in that order,
 * the first failing stage only. With `screenshot`, a render that passes also takes the
 * version's screenshot to that file from the same page load (one Chromium load per version); a
 * failing check waits for it and removes it, so nothing is left writing when it returns.
 */
export async function runChecks(
  deps: CheckDeps,
  input: {
    projectId: string;
    projectDir: string;
    stagingDir: string;
    /** Where a passing render saves the version's screenshot (taken in the render's own page). */
    screenshot?: string;
    /** Paths the turn wrote, deleted or renamed: the build looks at them afresh whatever their stat says. */
    changedPaths?: string[];
    /** The build is in `stagingDir` and the other checks start: the preview may show it now. */
    onBuilt?: () => Promise<void>;
    /**
     * Called before `onBuilt`: resolves when the smoke render may start (the draft fetched by a
     * watching preview, see draft-views.ts); the render starts at once without it.
     */
    renderWhen?: () => Promise<void>;
  },
  timings?: RunTimings,
): Promise<CheckResult> {
  const time = <T>(name: string, work: () => Promise<T>) => (timings ? timings.time(name, work) : work());
  deps.screenshots.prepareSmokeRender();
  const prepared = await time('checks.dependencies', () => prepareDependencies(deps.store, input.projectDir));
  if (!prepared.ok) return failure('build', prepared.errors);
  const build = await time('checks.build', () =>
    deps.builder.build({
      projectId: input.projectId,
      projectDir: input.projectDir,
      outDir: input.stagingDir,
      mode: 'preview',
      kilnOrigin: deps.kilnOrigin,
      extraStores: prepared.extraStores,
      changedPaths: input.changedPaths,
      engine: prepared.engine,
    }),
  );
  if (!build.ok) return failure('build', build.errors);
  const mayRender = input.renderWhen?.();
  const shown = input.onBuilt?.();
  // After the build, not beside it: the draft the user waits for gets both cores, and a build that
  // fails never waits for a type check it does not report (docs/decisions.md, issue 14 §1).
  const typeErrors = (await typeChecks(input.projectDir))
    ? time('checks.typecheck', () => deps.typecheck(input.projectId, input.projectDir, prepared.extraStores))
    : Promise.resolve([]);
  const [types, render] = await Promise.all([
    typeErrors,
    time('checks.firstView', async () => mayRender).then(() =>
      time('checks.render', () =>
        deps.screenshots.smokeRender(input.stagingDir, { screenshot: input.screenshot }),
      ),
    ),
  ]);
  await shown;
  const screenshot =
    input.screenshot && render?.screenshot ? { file: input.screenshot, taken: render.screenshot } : null;
  if (types.length > 0) {
    await discard(screenshot);
    return failure('typecheck', types);
  }
  if (render && (render.errors.length > 0 || render.isBlank)) {
    const errors: BuildError[] = render.errors.map((message) => ({
      file: null,
      line: null,
      column: null,
      message,
    }));
    if (render.isBlank)
      errors.push({
        file: null,
        line: null,
        column: null,
        message: 'The page rendered nothing: #root is empty.',
      });
    return failure('render', errors);
  }
  return { ok: true, screenshot };
}

/**
 * Whether the project type-checks its code: one of its package.json scripts runs `tsc` (Kiln's starter
 * has `typecheck`). Projects built without one (Lovable's and Bolt's run `vite build` alone, often on
 * code that would not pass) are held to their build and render, as their authors hold them, so an edit
 * is not refused for errors that were there before it (issue 21 §4).
 */
async function typeChecks(projectDir: string): Promise<boolean> {
  try {
    const { scripts } = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, unknown>;
    };
    return Object.values(scripts ?? {}).some(
      (script) => typeof script === 'string' && /\btsc\b/.test(script),
    );
  } catch {
    return true;
  }
}

/** A screenshot of a build that failed its checks: never a version's. */
async function discard(screenshot: StagedScreenshot | null): Promise<void> {
  if (!screenshot) return;
  await screenshot.taken;
  await rm(screenshot.file, { force: true });
}
