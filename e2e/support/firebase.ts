import type { APIRequestContext } from '@playwright/test';
import { createServiceAccount } from '../../apps/server/src/integrations/firebase/testing/fake-google-token';

/** The fake Google token endpoint listens beside the e2e server (Supabase's fake is at +4000). */
export function fakeGoogleTokenUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 6000}`;
}

/** A new service account key file of a Firebase project, whose public key Google (the fake) knows. */
export async function knownServiceAccount(request: APIRequestContext, kilnPort: number, projectId: string) {
  const { serviceAccount, publicKeyPem } = createServiceAccount(projectId);
  const registered = await request.post(`${fakeGoogleTokenUrl(kilnPort)}/__fake/accounts`, {
    data: { client_email: serviceAccount.client_email, public_key: publicKeyPem },
  });
  if (!registered.ok())
    throw new Error(`the fake Google did not register the account: ${registered.status()}`);
  return serviceAccount;
}
