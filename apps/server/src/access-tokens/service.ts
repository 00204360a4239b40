import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX, type AccessToken } from '@kiln/contracts';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import type { AccessTokenRow, UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import { deleteAccessToken, insertAccessToken, listAccessTokensOf, useAccessToken } from './repository';

/** 32 random bytes: the secret is unguessable, so a fast hash is the right store (not a password hash). */
function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function isAccessTokenSecret(value: string): boolean {
  return value.startsWith(ACCESS_TOKEN_PREFIX);
}

export function presentAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new token; its secret is returned this once and only its hash is kept. */
export async function createAccessToken(
  db: Db,
  userId: string,
  name: string,
): Promise<{ token: AccessToken; secret: string }> {
  const secret = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertAccessToken(db, {
    id: newId(),
    userId,
    name,
    tokenHash: hashSecret(secret),
    last4: secret.slice(-4),
  });
  return { token: presentAccessToken(row), secret };
}

export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  return (await listAccessTokensOf(db, userId)).map(presentAccessToken);
}

export async function revokeAccessToken(db: Db, userId: string, id: string): Promise<void> {
  // Someone else's token id answers like a missing one.
  if (!(await deleteAccessToken(db, userId, id))) throw AppError.notFound('Token not found');
}

/** The user behind a bearer secret, or undefined for an unknown or revoked token. */
export function userForAccessToken(db: Db, secret: string): Promise<UserRow | undefined> {
  return useAccessToken(db, hashSecret(secret));
}
