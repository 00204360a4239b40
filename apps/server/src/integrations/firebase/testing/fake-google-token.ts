import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FirebaseServiceAccount } from '@kiln/contracts';
import { GOOGLE_TOKEN_URL } from '../token-endpoint';

/**
 * A stand-in for Google's OAuth 2.0 token endpoint as service accounts use it (RFC 7523's JWT-bearer
 * grant, the request google-auth-library sends for firebase-admin): a form body with `grant_type`
 * and an RS256 `assertion` whose signature is checked against the public key of the account it names,
 * its audience and lifetime checked too; answers `{access_token, expires_in, token_type}`, or Google's
 * `{error, error_description}` with 400. Accounts are known by their public key, as Google knows them;
 * a test registers them directly, the e2e suite through `POST /__fake/accounts`.
 */
export interface FakeGoogleToken {
  url: string;
  /** Makes a service account's public key known, as creating the key in Google Cloud would. */
  register(clientEmail: string, publicKeyPem: string): void;
  /** Access tokens issued so far, and every assertion received (signed with a service account's key). */
  issued: string[];
  assertions: string[];
  close(): Promise<void>;
}

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, error: string, description: string) {
  send(res, 400, { error, error_description: description });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function decodeJson(part: string | undefined): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export async function startFakeGoogleToken(options: { port?: number } = {}): Promise<FakeGoogleToken> {
  const keys = new Map<string, string>();
  const issued: string[] = [];
  const assertions: string[] = [];

  function exchange(res: ServerResponse, form: URLSearchParams) {
    if (form.get('grant_type') !== JWT_BEARER) {
      return refuse(res, 'unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
    }
    const assertion = form.get('assertion') ?? '';
    assertions.push(assertion);
    const [header, payload, signature] = assertion.split('.');
    const head = decodeJson(header);
    const claims = decodeJson(payload);
    if (!head || !claims || signature === undefined || head.alg !== 'RS256') {
      return refuse(res, 'invalid_grant', 'Invalid JWT: Malformed.');
    }
    const publicKey = typeof claims.iss === 'string' ? keys.get(claims.iss) : undefined;
    if (!publicKey) return refuse(res, 'invalid_grant', 'Invalid grant: account not found');
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return refuse(res, 'invalid_grant', 'Invalid JWT Signature.');
    const now = Math.floor(Date.now() / 1000);
    const { aud, iat, exp, scope } = claims;
    if (aud !== GOOGLE_TOKEN_URL) {
      return refuse(res, 'invalid_grant', 'Invalid JWT: Failed audience check.');
    }
    if (
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      exp <= now ||
      exp - iat > 3600 ||
      iat > now + 300
    ) {
      return refuse(
        res,
        'invalid_grant',
        'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
      );
    }
    if (typeof scope !== 'string' || scope === '') {
      return refuse(res, 'invalid_scope', 'Invalid oauth scope or ID token audience provided.');
    }
    const token = `ya29.fake-${randomBytes(24).toString('base64url')}`;
    issued.push(token);
    return send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'POST' && path === '/token') {
        return exchange(res, new URLSearchParams(body));
      }
      if (req.method === 'POST' && path === '/__fake/accounts') {
        const { client_email, public_key } = JSON.parse(body) as { client_email: string; public_key: string };
        keys.set(client_email, public_key);
        return send(res, 204, null);
      }
      if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });
      return send(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => send(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    register: (clientEmail, publicKeyPem) => void keys.set(clientEmail, publicKeyPem),
    issued,
    assertions,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A new service account key file for `projectId`, as Firebase's console downloads one, and its public key. */
export function createServiceAccount(projectId = 'kiln-pet-shop'): {
  serviceAccount: FirebaseServiceAccount;
  publicKeyPem: string;
} {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = `firebase-adminsdk-${randomBytes(3).toString('hex')}@${projectId}.iam.gserviceaccount.com`;
  return {
    publicKeyPem: publicKey,
    serviceAccount: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey,
      client_email: clientEmail,
      client_id: String(100_000_000_000_000_000n + BigInt(randomBytes(4).readUInt32BE())),
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: GOOGLE_TOKEN_URL,
      auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
      universe_domain: 'googleapis.com',
    },
  };
}

/** A Firebase web config as the console shows it (`const firebaseConfig = {…}`): public by design. */
export function webConfigSnippet(projectId = 'kiln-pet-shop'): string {
  return `const firebaseConfig = {
  apiKey: "AIzaSyFake-${projectId}",
  authDomain: "${projectId}.firebaseapp.com",
  projectId: "${projectId}",
  storageBucket: "${projectId}.firebasestorage.app",
  messagingSenderId: "123456789012",
  appId: "1:123456789012:web:0a1b2c3d4e5f",
};`;
}
