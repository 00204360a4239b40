import { MESSAGES } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { ProjectRow } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../http/errors';
import { findProjectWithOwner, type ProjectWithOwner } from './repository';

/**
 * The owner rule of seed 002 §6: the signed-in user's email matches the project's owner, or the
 * configured internal support account (KILN_SUPPORT_EMAIL) asks.
 */
export function isProjectOwner(found: ProjectWithOwner, viewer: Viewer | null, env: Env): boolean {
  if (!viewer) return false;
  const email = viewer.user.email.toLowerCase();
  return email === found.ownerEmail.toLowerCase() || (!!env.supportEmail && email === env.supportEmail);
}

export interface ReadableProject extends ProjectWithOwner {
  isOwner: boolean;
}

/** A project the viewer may see. A private project answers 404 to everyone but its owner. */
export async function loadReadableProject(
  db: Db,
  env: Env,
  id: string,
  viewer: Viewer | null,
  /** The read to use: the cached one (`ctx.projectReads.find`) where a hot path allows it. */
  find: (db: Db, id: string) => Promise<ProjectWithOwner | undefined> = findProjectWithOwner,
): Promise<ReadableProject> {
  const found = await find(db, id);
  if (!found) throw AppError.notFound();
  const isOwner = isProjectOwner(found, viewer, env);
  if (found.project.isPrivate && !isOwner) throw AppError.notFound();
  return { ...found, isOwner };
}

/** A project the viewer may change: others get 404 when it is private, 403 when it is public. */
export async function loadOwnedProject(
  db: Db,
  env: Env,
  id: string,
  viewer: Viewer,
): Promise<ReadableProject> {
  const readable = await loadReadableProject(db, env, id, viewer);
  if (!readable.isOwner) throw AppError.forbidden(MESSAGES.NOT_OWNER);
  return readable;
}

/**
 * Seed 002's platform split: a call's `/api/webComponent/...` twin serves component projects and its
 * `/api/web/...` path web projects; the other kind is not there (404, as for any missing project), so a
 * component chat path can never start a run on a web project, nor the reverse.
 */
export function assertRoutePlatform(project: Pick<ProjectRow, 'platform'>, isComponent: boolean): void {
  if ((project.platform === 'component') !== isComponent) throw AppError.notFound();
}
