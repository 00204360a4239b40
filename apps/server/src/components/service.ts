import type { ComponentEntry } from '@kiln/contracts';
import type { Db } from '../db/client';
import type { ProjectRow } from '../db/schema';
import type { RepoStore } from '../git/repo-store';
import { AppError } from '../http/errors';
import { findEntry, type TreeFile } from './component-source';
import { findProject } from './repository';

/** A component project at the commit the request saw: what the INTEGRATE_COMPONENT phase copies. */
export interface ComponentRef {
  projectId: string;
  name: string;
  commitHash: string;
}

export const COMPONENT_NOT_FOUND = 'Component not found';

/** The component project's files at its commit and the component they export. */
export async function readComponent(
  repos: RepoStore,
  ref: ComponentRef,
): Promise<{ tree: TreeFile[]; entry: ComponentEntry | null }> {
  const tree = await repos.readTree(ref.projectId, ref.commitHash);
  return { tree, entry: findEntry(tree) };
}

/**
 * The component project `componentId` as `target` may use it: a component project of the same owner
 * (anyone else's answers 404, whether it exists or not), not the target itself, with a version that
 * has a component in it.
 */
export async function loadUsableComponent(
  deps: { db: Db; repos: RepoStore },
  target: ProjectRow,
  componentId: string,
): Promise<ComponentRef> {
  const row = await findProject(deps.db, componentId);
  if (!row || row.ownerId !== target.ownerId || row.platform !== 'component') {
    throw AppError.notFound(COMPONENT_NOT_FOUND);
  }
  if (row.id === target.id) throw AppError.validation('A component project cannot use itself.');
  if (!target.currentCommitHash) {
    throw AppError.conflict('Wait for the first version of this project before adding a component.');
  }
  if (!row.currentCommitHash || !deps.repos.exists(row.id)) {
    throw AppError.conflict(`“${row.name}” has no version yet. Wait for it to finish building.`);
  }
  const ref = { projectId: row.id, name: row.name, commitHash: row.currentCommitHash };
  const { entry } = await readComponent(deps.repos, ref);
  if (!entry) {
    throw AppError.validation(
      `“${row.name}” has no component in src/components/ yet. Build one in its project first.`,
    );
  }
  return ref;
}
