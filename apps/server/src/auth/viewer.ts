import type { IncomingHttpHeaders } from 'node:http';
import { isAccessTokenSecret, userForAccessToken } from '../access-tokens/service';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { Env } from '../env';
import { isPremium, isStaffEmail } from '../users/plans';
import { findUserById } from '../users/repository';
import type { Auth } from './auth';

/** Who is asking: the signed-in user with the facts every authorisation decision needs. */
export interface Viewer {
  user: UserRow;
  isPremium: boolean;
  isStaff: boolean;
  isAdmin: boolean;
}

export function headersFromNode(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

/** Reads the session from the cookie or the bearer token; null for visitors and expired sessions. */
export async function resolveViewer(
  auth: Auth,
  db: Db,
  env: Env,
  nodeHeaders: IncomingHttpHeaders,
  /** Personal access tokens count only where a call allows them (the CLI's calls). */
  options: { accessTokens?: boolean } = {},
): Promise<Viewer | null> {
  if (!nodeHeaders.cookie && !nodeHeaders.authorization) return null;
  const bearer = nodeHeaders.authorization?.match(/^Bearer (\S+)$/i)?.[1];
  let row: UserRow | undefined;
  if (bearer && isAccessTokenSecret(bearer)) {
    if (!options.accessTokens) return null;
    row = await userForAccessToken(db, bearer);
  } else {
    const session = await auth.api.getSession({ headers: headersFromNode(nodeHeaders) });
    if (!session) return null;
    row = await findUserById(db, session.user.id);
  }
  if (!row) return null;
  return {
    user: row,
    isPremium: isPremium(row),
    isStaff: isStaffEmail(row.email, env.staffDomain),
    isAdmin: row.isAdmin,
  };
}
