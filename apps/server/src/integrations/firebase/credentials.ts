import { type FirebaseServiceAccount, MESSAGES } from '@kiln/contracts';
import { cert } from 'firebase-admin/app';
import { AppError } from '../../http/errors';
import { RedirectingAgent, redirectTokenRequests } from './token-endpoint';

/** What Google's token endpoint answers a refused grant with (`{error, error_description}`). */
function grantError(err: unknown): string | null {
  const data = (err as { response?: { data?: { error?: unknown; error_description?: unknown } } })?.response
    ?.data;
  if (typeof data?.error !== 'string') return null;
  return typeof data.error_description === 'string' ? `${data.error}: ${data.error_description}` : data.error;
}

/**
 * Seed 002 §5's Firestore config, checked for real before it is stored: firebase-admin signs a JWT
 * with the service account's private key and exchanges it at Google's token endpoint (the test's
 * fake when `tokenUrl` is set). A key Google refuses, or one that cannot be read, is refused with
 * the reason; a Google that cannot be reached says so (Kiln does not store a key it could not check).
 */
export async function checkServiceAccount(
  serviceAccount: FirebaseServiceAccount,
  tokenUrl: string | undefined,
): Promise<void> {
  let credential: ReturnType<typeof cert>;
  try {
    credential = cert({
      projectId: serviceAccount.project_id,
      clientEmail: serviceAccount.client_email,
      privateKey: serviceAccount.private_key,
    });
  } catch {
    throw AppError.validation(MESSAGES.FIREBASE_KEY_UNREADABLE);
  }
  if (tokenUrl) redirectTokenRequests(credential, new RedirectingAgent(new URL(tokenUrl)));
  try {
    await credential.getAccessToken();
  } catch (err) {
    const refused = grantError(err);
    if (refused) throw AppError.validation(`${MESSAGES.FIREBASE_KEY_REFUSED} (${refused})`);
    const code = (err as { code?: unknown })?.code;
    throw new AppError(
      'upstream',
      typeof code === 'string' ? `${MESSAGES.FIREBASE_UNREACHABLE} (${code})` : MESSAGES.FIREBASE_UNREACHABLE,
    );
  }
}
