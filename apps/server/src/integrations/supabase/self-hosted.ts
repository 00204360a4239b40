import { MESSAGES, type SupabaseProject } from '@kiln/contracts';
import { AppError } from '../../http/errors';
import { outboundRefusal } from '../../http/outbound';

const REQUEST_TIMEOUT_MS = 10_000;
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
