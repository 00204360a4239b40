// The fake Google OAuth token endpoint of the integration tests (apps/server/src/integrations/firebase/
// testing) as a process of its own, started by the e2e config before Kiln, which reaches it through
// KILN_FIREBASE_TOKEN_URL. Specs make their service accounts known with POST /__fake/accounts.
import { startFakeGoogleToken } from '../../apps/server/src/integrations/firebase/testing/fake-google-token';

const port = Number(process.env.FAKE_GOOGLE_TOKEN_PORT);
if (!port) throw new Error('FAKE_GOOGLE_TOKEN_PORT is required');

const fake = await startFakeGoogleToken({ port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake Google token endpoint listening on ${fake.url}`);
