import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactMirror } from '../storage/artifact-mirror';
import { STORED_DRAFT } from '../storage/paths';

/** The staging folders the pipeline names a draft after (`_staging-<message id>`), nothing else. */
const STAGING = /^_staging-[0-9a-z]+$/;

export interface DraftRoot {
  root: string;
  /** The run's staging folder's name (what a watched draft's smoke render waits on). */
  staging: string;
}

/**
 * Where the project's draft `name` (its `draftBuild`) is served from here: the run's own staging
 * folder on the process running it (or one sharing its disk), else, with object storage, a copy
 * of the stored draft fetched once. Null when there is none: the current version shows.
 */
export async function draftRoot(
  mirror: ArtifactMirror,
  builds: string,
  name: string,
): Promise<DraftRoot | null> {
  const stored = STORED_DRAFT.exec(name);
  const staging = stored?.[1] ?? (STAGING.test(name) ? name : null);
  if (!staging) return null;
  const own = path.join(builds, staging);
  if (existsSync(own)) return { root: own, staging };
  if (!stored) return null;
  const copy = path.join(builds, name);
  if (existsSync(copy)) return { root: copy, staging };
  if (!(await mirror.pullDir(copy))) return null;
  await dropOtherCopies(builds, name);
  return { root: copy, staging };
}

/** A project keeps one fetched draft per node: the newest. The boot sweep removes a last one left. */
async function dropOtherCopies(builds: string, keep: string): Promise<void> {
  const entries = await readdir(builds).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry !== keep && STORED_DRAFT.test(entry))
      .map((entry) => rm(path.join(builds, entry), { recursive: true, force: true })),
  );
}
