import { generateKeyPairSync } from 'node:crypto';

/** The test GitHub App's identity, shared by the integration harness and the e2e suite. */
export const APP_ID = '424242';
export const APP_SLUG = 'kiln-test';
export const CLIENT_ID = 'Iv1.kilntest';
export const CLIENT_SECRET = 'fake-client-secret';

/** The keys of a GitHub App, made for the test. */
export function appKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
