import { Agent } from 'node:https';
import net from 'node:net';
import type { Credential } from 'firebase-admin/app';

/** Where firebase-admin (google-auth-library's gtoken) exchanges a service account's JWT for a token. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/**
 * The connection agent used when KILN_FIREBASE_TOKEN_URL is set (tests): the library still builds
 * and signs its request for Google's token endpoint (google-auth-library fixes that URL and ignores
 * the key file's `token_uri`), and this agent carries it, over plain HTTP, to the fake at `target`.
 * No other host is reachable through it.
 */
export class RedirectingAgent extends Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: false });
  }

  override createConnection(
    options: { host?: string | null; servername?: string },
    callback?: (err: Error | null, socket: net.Socket) => void,
  ): net.Socket {
    const host = options.servername ?? options.host;
    const socket = net.connect({ host: this.target.hostname, port: Number(this.target.port || 80) });
    if (host !== new URL(GOOGLE_TOKEN_URL).hostname) {
      socket.destroy(new Error(`only ${GOOGLE_TOKEN_URL} is redirected, not ${host}`));
    }
    callback?.(null, socket);
    return socket;
  }
}

/** The parts of firebase-admin's ServiceAccountCredential (lib/app/credential-internal.js) this reaches. */
type CredentialInternals = {
  getGoogleAuth?: () => unknown;
  authClient?: { transporter?: { defaults?: { agent?: unknown } } };
};

/**
 * Points a `cert()` credential's token requests at `agent`. firebase-admin 14.5 accepts an httpAgent
 * in `cert()` but loses it on the way (its populateGoogleAuth passes it to GoogleAuth's options, and
 * google-auth-library 11's `fromJSON` builds the JWT client without them), so the agent is set on the
 * JWT client's transporter, where the token request reads it. Used only with a test's token URL.
 */
export function redirectTokenRequests(credential: Credential, agent: Agent): void {
  const internals = credential as unknown as CredentialInternals;
  internals.getGoogleAuth?.();
  const defaults = internals.authClient?.transporter?.defaults;
  if (!defaults) {
    throw new Error('KILN_FIREBASE_TOKEN_URL is set, but this firebase-admin cannot be redirected');
  }
  defaults.agent = agent;
}
