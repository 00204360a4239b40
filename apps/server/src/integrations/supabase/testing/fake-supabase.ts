import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeDatabases } from './fake-database';

/**
 * A stand-in for Supabase's Management API and OAuth server, speaking their wire protocol: the
 * authorise redirect (which approves at once, as a user clicking "Authorize" would), the token
 * endpoint (Basic client auth, form bodies, PKCE S256 checked, refresh grants), and the v1 project
 * and organization routes behind bearer tokens. Tests and the Playwright specs start it beside Kiln.
 */
export interface FakeSupabaseOptions {
  clientId: string;
  clientSecret: string;
  /** Seconds an access token lives (Supabase's is an hour). */
  expiresIn?: number;
  /** The port to listen on (a free one when unset). */
  port?: number;
}

/** The keys the fake answers to as a self-hosted Supabase (its GoTrue auth routes behind Kong's apikey). */
export const FAKE_SELF_HOSTED_KEYS = {
  anonKey: 'self-hosted-anon-key',
  serviceRoleKey: 'self-hosted-service-role-key',
};

/** The OAuth app the tests and the e2e suite register with the fake. */
export const FAKE_SUPABASE_CLIENT = { clientId: 'kiln-test-client', clientSecret: 'kiln-test-client-secret' };

export interface FakeSupabase {
  url: string;
  organizations: { id: string; name: string }[];
  projects: {
    id: string;
    ref: string;
    organization_id: string;
    name: string;
    region: string;
    status: string;
    database: { host: string };
  }[];
  /** Projects created through the API, with the database password they were given. */
  created: (FakeSupabase['projects'][number] & { db_pass: string })[];
  /** Access tokens issued so far, newest last (a test can expire or revoke them). */
  issued: string[];
  /** Refresh tokens issued so far, newest last. */
  issuedRefresh: string[];
  /** Token requests by grant type, to see a refresh happen. */
  grants: string[];
  /** Each project's database (and the self-hosted one, as `self-hosted`): real Postgres, in memory. */
  databases: FakeDatabases;
  revoke(token: string): void;
  /**
   * While set, a project created through the API has no keys yet (its api-keys answer 503, as while
   * Supabase provisions it) until `bringUp(ref)`.
   */
  slowStart: boolean;
  bringUp(ref: string): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSupabase(options: FakeSupabaseOptions): Promise<FakeSupabase> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const comingUp = new Set<string>();
  const refreshTokens = new Set<string>();
  const fake: Omit<FakeSupabase, 'url' | 'close'> = {
    organizations: [{ id: 'org-kiln-test', name: 'Kiln Test Org' }],
    databases: new FakeDatabases(),
    projects: [
      {
        id: 'abcdefghijklmnopqrst',
        ref: 'abcdefghijklmnopqrst',
        organization_id: 'org-kiln-test',
        name: 'bakery-db',
        region: 'us-east-1',
        status: 'ACTIVE_HEALTHY',
        database: { host: 'db.abcdefghijklmnopqrst.supabase.co' },
      },
    ],
    created: [],
    issued: [],
    issuedRefresh: [],
    grants: [],
    revoke: (token) => void tokens.delete(token),
    slowStart: false,
    bringUp: (ref) => {
      comingUp.delete(ref);
      const found = fake.projects.find((p) => p.ref === ref);
      if (found) found.status = 'ACTIVE_HEALTHY';
    },
  };
  const grant = (res: ServerResponse) => {
    const access = `sbp_oauth_${randomBytes(16).toString('hex')}`;
    const refresh = `sbp_refresh_${randomBytes(16).toString('hex')}`;
    tokens.add(access);
    refreshTokens.add(refresh);
    fake.issued.push(access);
    fake.issuedRefresh.push(refresh);
    json(res, 201, {
      access_token: access,
      refresh_token: refresh,
      expires_in: options.expiresIn ?? 3600,
      token_type: 'Bearer',
    });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/v1/oauth/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code') {
        return json(res, 400, { message: 'invalid client or response type' });
      }
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return json(res, 400, { message: 'PKCE is required' });
      }
      const code = randomBytes(12).toString('hex');
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/oauth/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const form = new URLSearchParams(await readBody(req));
      fake.grants.push(form.get('grant_type') ?? '');
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!code || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'code, redirect or verifier mismatch',
          });
        }
        return grant(res);
      }
      if (
        form.get('grant_type') === 'refresh_token' &&
        refreshTokens.delete(form.get('refresh_token') ?? '')
      ) {
        return grant(res);
      }
      return json(res, 400, { error: 'invalid_grant' });
    }
    // A self-hosted Supabase: Kong checks `apikey`; GoTrue's admin routes want the service role's bearer.
    if (req.method === 'GET' && url.pathname === '/auth/v1/settings') {
      const key = req.headers.apikey;
      if (key !== FAKE_SELF_HOSTED_KEYS.anonKey && key !== FAKE_SELF_HOSTED_KEYS.serviceRoleKey) {
        return json(res, 401, { message: 'Invalid authentication credentials' });
      }
      return json(res, 200, { external: { email: true }, disable_signup: false, autoconfirm: false });
    }
    if (req.method === 'GET' && url.pathname === '/auth/v1/admin/users') {
      const service = FAKE_SELF_HOSTED_KEYS.serviceRoleKey;
      if (req.headers.apikey !== service || req.headers.authorization !== `Bearer ${service}`) {
        return json(res, 403, { code: 403, msg: 'User not allowed' });
      }
      return json(res, 200, { users: [], aud: 'authenticated' });
    }
    // postgres-meta behind Kong: the service role key only.
    if (req.method === 'POST' && url.pathname === '/pg/query') {
      const service = FAKE_SELF_HOSTED_KEYS.serviceRoleKey;
      if (req.headers.apikey !== service || req.headers.authorization !== `Bearer ${service}`) {
        return json(res, 401, { message: 'Invalid authentication credentials' });
      }
      const { query } = JSON.parse((await readBody(req)) || '{}') as { query?: string };
      const result = await fake.databases.query('self-hosted', query ?? '');
      return result.ok ? json(res, 200, result.rows) : json(res, 400, { error: result.message });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return json(res, 401, { message: 'Unauthorized' });
    if (req.method === 'GET' && url.pathname === '/v1/projects') return json(res, 200, fake.projects);
    if (req.method === 'GET' && url.pathname === '/v1/organizations')
      return json(res, 200, fake.organizations);
    if (req.method === 'POST' && url.pathname === '/v1/projects') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const missing = ['name', 'organization_id', 'region', 'db_pass'].filter(
        (field) => typeof body[field] !== 'string' || body[field] === '',
      );
      if (missing.length > 0) return json(res, 400, { message: `missing ${missing.join(', ')}` });
      if (!fake.organizations.some((org) => org.id === body.organization_id)) {
        return json(res, 404, { message: 'Organization not found' });
      }
      const ref = randomBytes(10).toString('hex');
      const created = {
        id: ref,
        ref,
        organization_id: String(body.organization_id),
        name: String(body.name),
        region: String(body.region),
        status: 'COMING_UP',
        database: { host: `db.${ref}.supabase.co` },
      };
      fake.projects.push(created);
      if (fake.slowStart) comingUp.add(ref);
      fake.created.push({ ...created, db_pass: String(body.db_pass) });
      return json(res, 201, {
        id: ref,
        ref,
        organization_id: created.organization_id,
        name: created.name,
        region: created.region,
        created_at: new Date().toISOString(),
        status: created.status,
      });
    }
    const query = /^\/v1\/projects\/([^/]+)\/database\/query$/.exec(url.pathname);
    if (req.method === 'POST' && query) {
      const ref = decodeURIComponent(query[1] ?? '');
      if (!fake.projects.some((p) => p.ref === ref)) return json(res, 404, { message: 'Project not found' });
      const body = JSON.parse((await readBody(req)) || '{}') as { query?: string };
      const result = await fake.databases.query(ref, body.query ?? '');
      return result.ok
        ? json(res, 201, result.rows)
        : json(res, 400, { message: `Failed to run sql query: ERROR:  ${result.message}` });
    }
    const one = /^\/v1\/projects\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const found = fake.projects.find((p) => p.ref === decodeURIComponent(one[1] ?? ''));
      return found ? json(res, 200, found) : json(res, 404, { message: 'Project not found' });
    }
    const keys = /^\/v1\/projects\/([^/]+)\/api-keys$/.exec(url.pathname);
    if (req.method === 'GET' && keys) {
      const ref = decodeURIComponent(keys[1] ?? '');
      if (!fake.projects.some((p) => p.ref === ref)) return json(res, 404, { message: 'Project not found' });
      if (comingUp.has(ref)) return json(res, 503, { message: 'Project is coming up' });
      return json(res, 200, [
        { name: 'anon', api_key: `anon-key-of-${ref}` },
        { name: 'service_role', api_key: `service-role-key-of-${ref}` },
      ]);
    }
    json(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await fake.databases.close();
  };
  return Object.assign(fake, { url: `http://127.0.0.1:${port}`, close });
}
