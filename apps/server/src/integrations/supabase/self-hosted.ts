import { MESSAGES, type SupabaseProject } from '@kiln/contracts';
import { AppError } from '../../http/errors';
import { outboundRefusal } from '../../http/outbound';

const REQUEST_TIMEOUT_MS = 10_000;
/** A migration may take a while (an index on a big table); Supabase's own limit is minutes. */
const QUERY_TIMEOUT_MS = 120_000;
const PREFIX = 'self-hosted:';

/** The project secrets a self-hosted link keeps (seed 000 §5's reserved names, and the anon key). */
export const SELF_HOSTED_SECRETS = {
  url: 'SUPABASE_URL',
  anonKey: 'SUPABASE_ANON_KEY',
  serviceRoleKey: 'SUPABASE_SERVICE_ROLE_KEY',
} as const;

/** A self-hosted link's `integrations.supabase.ref`: its host, marked so no Supabase ref looks like it. */
export function selfHostedRef(url: string): string {
  return `${PREFIX}${new URL(url).host}`;
}

export function isSelfHostedRef(ref: string): boolean {
  return ref.startsWith(PREFIX);
}

/** As the dialog shows a self-hosted link: its host, no organization, no connection string. */
export function presentSelfHosted(ref: string): SupabaseProject {
  const host = ref.slice(PREFIX.length);
  return { id: ref, ref, organization_id: '', name: host, region: 'self-hosted', connection_string: null };
}

async function answers(url: string, key: string, bearer: boolean): Promise<boolean> {
  try {
    const res = await fetch(url, {
      headers: {
        apikey: key,
        accept: 'application/json',
        ...(bearer ? { authorization: `Bearer ${key}` } : {}),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Checks an owner's self-hosted Supabase before anything is kept: the address may be called from
 * here (no internal network unless the operator allows it), the anon key opens its auth settings,
 * and the service role key its admin API. Only the answers' status is read; nothing is echoed.
 */
export async function verifySelfHosted(
  url: string,
  anonKey: string,
  serviceRoleKey: string,
  allowInternal: boolean,
): Promise<void> {
  const refusal = await outboundRefusal(new URL(url), allowInternal);
  if (refusal === 'internal') throw AppError.validation(MESSAGES.SUPABASE_HOST_INTERNAL);
  if (refusal) throw AppError.validation(MESSAGES.SUPABASE_SELF_HOSTED_UNREACHABLE);
  if (!(await answers(`${url}/auth/v1/settings`, anonKey, false))) {
    throw AppError.validation(MESSAGES.SUPABASE_SELF_HOSTED_UNREACHABLE);
  }
  if (!(await answers(`${url}/auth/v1/admin/users?page=1&per_page=1`, serviceRoleKey, true))) {
    throw AppError.validation(MESSAGES.SUPABASE_SERVICE_KEY_REFUSED);
  }
}

/**
 * Runs SQL on a self-hosted Supabase's database through its postgres-meta (`/pg/query` behind Kong,
 * the service role key only), behind the same SSRF guard as the check. Postgres's error is thrown as
 * it came, for the migration card.
 */
export async function runSelfHostedQuery(
  url: string,
  serviceRoleKey: string,
  sql: string,
  allowInternal: boolean,
): Promise<unknown[]> {
  const address = new URL(`${url.replace(/\/+$/, '')}/pg/query`);
  if ((await outboundRefusal(address, allowInternal)) === 'internal') {
    throw AppError.validation(MESSAGES.SUPABASE_HOST_INTERNAL);
  }
  let res: Response;
  try {
    res = await fetch(address, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ query: sql }),
      redirect: 'error',
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('upstream', MESSAGES.SUPABASE_SELF_HOSTED_UNREACHABLE);
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const detail =
      body && typeof body === 'object' && 'error' in body
        ? String((body as { error: unknown }).error)
        : `HTTP ${res.status}`;
    throw new SelfHostedQueryError(detail.slice(0, 500));
  }
  return Array.isArray(body) ? body : [];
}

/** Postgres refused a query on a self-hosted database: its words, for the owner and the model. */
export class SelfHostedQueryError extends Error {}
