import { unpackZip } from './unpack';

export interface PullOptions {
  server: string;
  subdomain: string;
  dir: string;
  token?: string;
  fetch?: typeof fetch;
}

/** What the server answered when it refused, for the user. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // not JSON: fall through to the status
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** `kiln pull`: the project's current version through the project API, unpacked into `dir`. */
export async function pull(options: PullOptions): Promise<string[]> {
  const url = new URL('/api/cli/pull', options.server);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/zip' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await (options.fetch ?? fetch)(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ subdomain: options.subdomain }),
  });
  if (response.status === 401) {
    throw new Error(
      'Kiln needs a personal access token: create one in your account page and pass --token or set KILN_TOKEN.',
    );
  }
  if (!response.ok) throw new Error(`Could not pull ${options.subdomain}: ${await refusal(response)}`);
  const zip = new Uint8Array(await response.arrayBuffer());
  return unpackZip(zip, options.dir);
}
