import { unpackZip } from './unpack';

export interface PullOptions {
  server: string;
  subdomain: string;
  dir: string;
  token?: string;
  fetch?: typeof fetch;
}

/** Said before any request when no token was given: every pull needs one, the owner's. */
export const TOKEN_REQUIRED =
  'kiln pull needs a personal access token of the project’s owner: create one with "Create a token" in ' +
  'the project’s Download dialog (or on your account page), then pass --token or set KILN_TOKEN.';

/** What the server answered when it refused, for the user; `fallback` when it gave no message. */
async function refusal(response: Response, fallback: string): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // not JSON: fall through
  }
  return fallback;
}

/**
 * `kiln pull`: the project's current version through the project API, unpacked into `dir`. The server
 * applies the zip download's rule (owner only, premium); its refusal is the error's message.
 */
export async function pull(options: PullOptions): Promise<string[]> {
  if (!options.token) throw new Error(TOKEN_REQUIRED);
  const url = new URL('/api/cli/pull', options.server);
  const response = await (options.fetch ?? fetch)(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/zip',
      authorization: `Bearer ${options.token}`,
    },
    body: JSON.stringify({ subdomain: options.subdomain }),
  });
  // 401 here means the token resolved to no one: the server says "Invalid token: …".
  if (response.status === 401) throw new Error(await refusal(response, 'Invalid token'));
  if (!response.ok) {
    const reason = await refusal(response, `${response.status} ${response.statusText}`.trim());
    throw new Error(`Could not pull ${options.subdomain}: ${reason}`);
  }
  const zip = new Uint8Array(await response.arrayBuffer());
  return unpackZip(zip, options.dir);
}
