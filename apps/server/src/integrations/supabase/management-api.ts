import { createHash } from 'node:crypto';
import { z } from 'zod';

const REQUEST_TIMEOUT_MS = 15_000;
/** A migration may take a while (an index on a big table); Supabase's own limit is minutes. */
const QUERY_TIMEOUT_MS = 120_000;

export interface SupabaseOAuthConfig {
  /** https://api.supabase.com, or where a test's fake answers. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface SupabaseGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** A Management API answer that was not a success: its HTTP status (0 when it could not be reached). */
export class SupabaseApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What Supabase said, as it said it (shown to the owner when it is about their request). */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'SupabaseApiError';
  }
}

const GrantSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
});

const ProjectSchema = z.object({
  id: z.string(),
  ref: z.string().optional(),
  organization_id: z.string(),
  name: z.string(),
  region: z.string(),
  status: z.string().optional(),
  database: z.object({ host: z.string() }).partial().nullish(),
});
export type ManagementProject = z.infer<typeof ProjectSchema>;

const OrganizationSchema = z.object({ id: z.string(), name: z.string() });
export type ManagementOrganization = z.infer<typeof OrganizationSchema>;

const ApiKeySchema = z.object({ name: z.string(), api_key: z.string().nullish() });

export interface NewManagementProject {
  name: string;
  organization_id: string;
  region: string;
  /** The database password Supabase requires; Kiln keeps none (migrations go through the API). */
  db_pass: string;
}

/** PKCE's S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Supabase's Management API (v1) and its OAuth 2 endpoints, as an OAuth app: authorise with PKCE,
 * exchange and refresh tokens, then act for the user with their bearer token.
 */
export class SupabaseManagementApi {
  constructor(readonly config: SupabaseOAuthConfig) {}

  authorizeUrl(state: string, redirectUri: string, verifier: string): string {
    const url = new URL(`${this.config.apiUrl}/v1/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
      code_challenge: codeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string, verifier: string): Promise<SupabaseGrant> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
  }

  refresh(refreshToken: string): Promise<SupabaseGrant> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async listProjects(token: string): Promise<ManagementProject[]> {
    return z.array(ProjectSchema).parse(await this.request(token, 'GET', '/v1/projects'));
  }

  /** One project of the account, or null when the account cannot see it (gone, or another account's). */
  async getProject(token: string, ref: string): Promise<ManagementProject | null> {
    try {
      return ProjectSchema.parse(await this.request(token, 'GET', `/v1/projects/${encodeURIComponent(ref)}`));
    } catch (err) {
      if (err instanceof SupabaseApiError && (err.status === 403 || err.status === 404)) return null;
      throw err;
    }
  }

  async listOrganizations(token: string): Promise<ManagementOrganization[]> {
    return z.array(OrganizationSchema).parse(await this.request(token, 'GET', '/v1/organizations'));
  }

  async createProject(token: string, project: NewManagementProject): Promise<ManagementProject> {
    return ProjectSchema.parse(await this.request(token, 'POST', '/v1/projects', project));
  }

  /** Runs SQL on a project's database (a migration): the rows of its last statement. */
  async runQuery(token: string, ref: string, sql: string): Promise<unknown[]> {
    return z
      .array(z.unknown())
      .parse(
        await this.request(
          token,
          'POST',
          `/v1/projects/${encodeURIComponent(ref)}/database/query`,
          { query: sql },
          QUERY_TIMEOUT_MS,
        ),
      );
  }

  /** The project's public (anon) key: the one an app's client may carry. */
  async anonKey(token: string, ref: string): Promise<string> {
    const keys = z
      .array(ApiKeySchema)
      .parse(await this.request(token, 'GET', `/v1/projects/${encodeURIComponent(ref)}/api-keys`));
    const anon = keys.find((key) => key.name === 'anon')?.api_key;
    if (!anon) throw new SupabaseApiError(404, `Supabase project ${ref} has no anon key`);
    return anon;
  }

  private async token(form: Record<string, string>): Promise<SupabaseGrant> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await this.send(`${this.config.apiUrl}/v1/oauth/token`, REQUEST_TIMEOUT_MS, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    const grant = GrantSchema.parse(answer);
    return {
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token ?? null,
      expiresAt: grant.expires_in ? new Date(Date.now() + grant.expires_in * 1000) : null,
    };
  }

  private request(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = REQUEST_TIMEOUT_MS,
  ): Promise<unknown> {
    return this.send(`${this.config.apiUrl}${path}`, timeoutMs, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  private async send(url: string, timeoutMs: number, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new SupabaseApiError(0, `Supabase could not be reached: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      // Supabase answers `{ message }` (the API) or `{ error, error_description }` (OAuth).
      let detail = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { message?: string; error_description?: string; error?: string };
        detail = parsed.message ?? parsed.error_description ?? parsed.error ?? detail;
      } catch {}
      throw new SupabaseApiError(res.status, `Supabase answered ${res.status}: ${detail}`, detail);
    }
    return text ? JSON.parse(text) : null;
  }
}
