// The fake GitHub of the integration tests (apps/server/src/github/testing) as a process of its own,
// started by the e2e config before Kiln, which reaches it through GITHUB_API_URL and GITHUB_OAUTH_URL.
// Run by hand (README: "Trying GitHub export locally"), it makes the App's keys itself and prints how
// to start Kiln against it.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import {
  APP_ID,
  APP_SLUG,
  appKeys,
  CLIENT_ID,
  CLIENT_SECRET,
} from '../../apps/server/src/github/testing/app-credentials';
import { FakeGithub } from '../../apps/server/src/github/testing/fake-github';

const port = Number(process.env.FAKE_GITHUB_PORT ?? 5301);
const kilnUrl = process.env.KILN_PUBLIC_URL ?? 'http://localhost:3000';
let publicKeyPem = process.env.KILN_E2E_GITHUB_PUBLIC_KEY;
let keyFile: string | null = null;
if (!publicKeyPem) {
  const keys = appKeys();
  publicKeyPem = keys.publicKeyPem;
  keyFile = process.env.FAKE_GITHUB_KEY_FILE ?? path.join(os.tmpdir(), 'kiln-fake-github.pem');
  await writeFile(keyFile, keys.privateKeyPem, { mode: 0o600 });
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
console.log(`fake GitHub listening on ${fake.url}; its repositories are in ${fake.gitRoot}`);
if (keyFile) {
  console.log(
    [
      'Start Kiln against it with:',
      `  GITHUB_APP_ID=${APP_ID} GITHUB_APP_SLUG=${APP_SLUG} GITHUB_CLIENT_ID=${CLIENT_ID} \\`,
      `  GITHUB_CLIENT_SECRET=${CLIENT_SECRET} GITHUB_APP_PRIVATE_KEY="$(cat ${keyFile})" \\`,
      `  GITHUB_API_URL=${fake.url} GITHUB_OAUTH_URL=${fake.url} KILN_PUBLIC_URL=${kilnUrl} npm start`,
    ].join('\n'),
  );
}
