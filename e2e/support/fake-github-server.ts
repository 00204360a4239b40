// The fake GitHub of the integration tests (apps/server/src/github/testing) as a process of its own,
// started by the e2e config before Kiln, which reaches it through GITHUB_API_URL and GITHUB_OAUTH_URL.
import { calls } from '@kiln/contracts';
import {
  APP_ID,
  APP_SLUG,
  CLIENT_ID,
  CLIENT_SECRET,
} from '../../apps/server/src/github/testing/app-credentials';
import { FakeGithub } from '../../apps/server/src/github/testing/fake-github';

const port = Number(process.env.FAKE_GITHUB_PORT);
const publicKeyPem = process.env.KILN_E2E_GITHUB_PUBLIC_KEY;
const kilnUrl = process.env.KILN_PUBLIC_URL;
if (!port || !publicKeyPem || !kilnUrl) {
  throw new Error('FAKE_GITHUB_PORT, KILN_E2E_GITHUB_PUBLIC_KEY and KILN_PUBLIC_URL are required');
}

const fake = await FakeGithub.start(
  { appId: APP_ID, appSlug: APP_SLUG, publicKeyPem, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  port,
);
// The App's "Setup URL": the install page sends the user back to Kiln here.
fake.setupUrl = `${kilnUrl}${calls.githubInstallCallback.path}`;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake GitHub listening on ${fake.url}`);
