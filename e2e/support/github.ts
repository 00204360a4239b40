import { execFileSync } from 'node:child_process';
import { appKeys, CLIENT_ID, CLIENT_SECRET } from '../../apps/server/src/github/testing/app-credentials';

/** The fake GitHub listens beside the e2e server (KILN_DNS_SERVER's fake DNS is at +1000). */
export function fakeGithubUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 2000}`;
}

/**
 * The test App's key pair, made once per run: Playwright loads the config in the runner and again in
 * each worker, and workers inherit the runner's environment, so the keys are kept there.
 */
export function e2eAppKeys(): { privateKeyPem: string; publicKeyPem: string } {
  if (!process.env.KILN_E2E_GITHUB_PRIVATE_KEY || !process.env.KILN_E2E_GITHUB_PUBLIC_KEY) {
    const keys = appKeys();
    process.env.KILN_E2E_GITHUB_PRIVATE_KEY = keys.privateKeyPem;
    process.env.KILN_E2E_GITHUB_PUBLIC_KEY = keys.publicKeyPem;
  }
  return {
    privateKeyPem: process.env.KILN_E2E_GITHUB_PRIVATE_KEY,
    publicKeyPem: process.env.KILN_E2E_GITHUB_PUBLIC_KEY,
  };
}

/**
 * A user token from the fake, got the way any GitHub OAuth client gets one: the authorise page's
 * code, exchanged with the App's client credentials.
 */
export async function fakeGithubToken(githubUrl: string): Promise<string> {
  const authorize = new URL('/login/oauth/authorize', githubUrl);
  authorize.searchParams.set('client_id', CLIENT_ID);
  authorize.searchParams.set('redirect_uri', 'http://localhost/callback');
  const page = await (await fetch(authorize)).text();
  const back = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const code = new URL(back).searchParams.get('code');
  const res = await fetch(new URL('/login/oauth/access_token', githubUrl), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code }),
  });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error('the fake GitHub gave no token');
  return token;
}

/** What a repository's branch points at, read over git's smart HTTP with a user token. */
export function remoteHead(cloneUrl: string, token: string, branch = 'main'): string {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  const out = execFileSync(
    'git',
    ['-c', `http.extraHeader=Authorization: Basic ${basic}`, 'ls-remote', cloneUrl, `refs/heads/${branch}`],
    { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
  ).toString();
  return out.split('\t')[0] ?? '';
}
