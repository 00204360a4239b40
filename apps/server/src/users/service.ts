import { MESSAGES } from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import { type UserFlagPatch, updateUser } from './repository';

/** These calls carry an email (seed 001 calls 7 and 9) but must only ever act on the session's user. */
function assertOwnEmail(viewer: Viewer, email: string): void {
  if (email.toLowerCase() !== viewer.user.email.toLowerCase()) {
    throw AppError.forbidden(MESSAGES.EMAIL_MISMATCH);
  }
}

export function acknowledgeErrors(db: Db, viewer: Viewer): Promise<UserRow> {
  return updateUser(db, viewer.user.id, { hasUserAcknowledgedErrors: true });
}

export function markAppliedImage(db: Db, viewer: Viewer, email: string): Promise<UserRow> {
  assertOwnEmail(viewer, email);
  return updateUser(db, viewer.user.id, { hasUserAppliedImage: true });
}

export function updateOwnUser(db: Db, viewer: Viewer, email: string, patch: UserFlagPatch): Promise<UserRow> {
  assertOwnEmail(viewer, email);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as UserFlagPatch;
  return updateUser(db, viewer.user.id, clean);
}
