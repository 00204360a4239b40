import { MESSAGES } from '@kiln/contracts';
import { AppError } from '../../http/errors';
import type { SupabaseAccounts } from './accounts';
import { SupabaseApiError } from './management-api';

/**
 * A Management API failure as the dialog's toast: the account's link is gone (it is forgotten),
 * Supabase refused the request itself (its own words, after `refused` when given), or it could not be
 * reached. Anything else is returned as it came.
 */
export async function upstreamFailure(
  accounts: SupabaseAccounts,
  userId: string,
  err: unknown,
  refused?: string,
): Promise<unknown> {
  if (!(err instanceof SupabaseApiError)) return err;
  if (err.status === 401) {
    await accounts.forget(userId);
    return AppError.validation(MESSAGES.SUPABASE_NOT_CONNECTED);
  }
  if (refused && err.status >= 400 && err.status < 500) {
    return AppError.validation(`${refused}: ${err.detail.slice(0, 200)}`);
  }
  return new AppError('upstream', MESSAGES.SUPABASE_UNREACHABLE);
}

/** A Management API call whose failure becomes the dialog's toast (`upstreamFailure`). */
export async function upstream<T>(
  accounts: SupabaseAccounts,
  userId: string,
  call: () => Promise<T>,
  refused?: string,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw await upstreamFailure(accounts, userId, err, refused);
  }
}
