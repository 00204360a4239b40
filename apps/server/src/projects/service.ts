import { rm } from 'node:fs/promises';
import { MESSAGES, type Platform } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import type { ProjectRow } from '../db/schema';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime/socket';
import { projectLinks } from '../sites/links';
import { projectDirs } from '../storage/paths';
import { loadOwnedProject } from './access';
import { deleteProjectRow, insertProject, subdomainTaken, updateProject } from './repository';
import { randomSubdomain } from './subdomain';

const SUBDOMAIN_ATTEMPTS = 20;

export async function uniqueSubdomain(ctx: AppContext): Promise<string> {
  for (let i = 0; i < SUBDOMAIN_ATTEMPTS; i++) {
    const candidate = randomSubdomain();
    if (!(await subdomainTaken(ctx.db, candidate))) return candidate;
  }
  throw new AppError('internal', 'Could not find a free subdomain. Please try again.');
}

export async function createProject(
  ctx: AppContext,
  viewer: Viewer,
  prompt: string,
  platform: Platform,
): Promise<{ project: ProjectRow; promptMessageId: string }> {
  const subdomain = await uniqueSubdomain(ctx);
  // The spare's id, when one is ready: its worker has started (engine/spare-project.ts).
  const id = ctx.spares?.take() ?? undefined;
  return insertProject(ctx.db, { id, ownerId: viewer.user.id, prompt, platform, subdomain });
}

export async function renameProject(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  name: string,
): Promise<void> {
  await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  await updateProject(ctx.db, id, { name });
}

/** The owner's instructions the assistant reads before every turn (the system prompt's last part). */
export async function updateKnowledgeBase(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  knowledgeBase: string,
): Promise<string> {
  await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  const row = await updateProject(ctx.db, id, { knowledgeBase: knowledgeBase.trim() });
  return row.knowledgeBase;
}

export async function toggleFavourite(ctx: AppContext, viewer: Viewer, id: string): Promise<boolean> {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  if (!viewer.isPremium) throw AppError.paymentRequired(MESSAGES.PREMIUM_RESTRICTED);
  const row = await updateProject(ctx.db, id, { favourite: !project.favourite });
  return row.favourite;
}

/**
 * Turning a project private gives it a new preview secret (a link shared while it was private
 * before opens nothing now) and takes every non-owner out of its socket rooms at once.
 */
export async function setPrivacy(
  ctx: AppContext,
  realtime: Pick<Realtime, 'privacyChanged'>,
  viewer: Viewer,
  id: string,
  isPrivate: boolean,
): Promise<void> {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  if (isPrivate && !viewer.isPremium) throw AppError.paymentRequired(MESSAGES.PRIVATE_NEEDS_PREMIUM);
  const turnsPrivate = isPrivate && !project.isPrivate;
  await updateProject(ctx.db, id, turnsPrivate ? { isPrivate, previewSecret: newId() } : { isPrivate });
  await realtime.privacyChanged(id);
}

/** A new private preview link for the owner; every link given out before answers 404. */
export async function resetPreviewLink(
  ctx: AppContext,
  realtime: Pick<Realtime, 'emitToOwners'>,
  viewer: Viewer,
  id: string,
): Promise<string> {
  const { project } = await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  if (!project.isPrivate) throw AppError.conflict(MESSAGES.PREVIEW_LINK_PUBLIC);
  const row = await updateProject(ctx.db, id, { previewSecret: newId() });
  const link = projectLinks(ctx.env, ctx.authSecret, row).preview;
  // The owner's other open workspaces move their preview to the new link.
  realtime.emitToOwners(id, 'upload:success', { url: link });
  return link;
}

export async function deleteProject(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  await loadOwnedProject(ctx.db, ctx.env, id, viewer);
  ctx.runs.cancel(id);
  await deleteProjectRow(ctx.db, id);
  await ctx.engine.forget(id);
  // Storage first (the repository's bundle with it), so nothing brings the repository back.
  await Promise.all(projectDirs(ctx.env.dataDir, id).map((dir) => ctx.mirror.forget(dir)));
  await ctx.repos.remove(id);
  await Promise.all(projectDirs(ctx.env.dataDir, id).map((dir) => rm(dir, { recursive: true, force: true })));
}
