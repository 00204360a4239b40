import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';
import type { GithubAppEnv } from '../env';

const USER_AGENT = 'kiln-github-export';

/** Octokit logs each failed request as a warning on the console; Kiln's routes log what matters. */
const QUIET_LOG = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const TOKEN_EXCHANGE_TIMEOUT_MS = 15_000;

export interface Installation {
  id: string;
  accountLogin: string;
  accountType: string;
  isSuspended: boolean;
}

export interface TokenGrant {
  accessToken: string;
  refreshToken: string | null;
  /** Null when the App's user tokens do not expire. */
  expiresAt: Date | null;
}

/** The HTTP status of an Octokit failure (0 when GitHub could not be reached). */
export function statusOf(err: unknown): number {
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' ? status : 0;
}

/** GitHub's REST API (through Octokit) and its OAuth endpoints, at github.com or a GitHub Enterprise host. */
export class GithubApi {
  constructor(readonly config: GithubAppEnv) {}

  /** Octokit acting as the App itself (a JWT signed with its private key). */
  private asApp(): Octokit {
    return new Octokit({
      baseUrl: this.config.apiUrl,
      userAgent: USER_AGENT,
      log: QUIET_LOG,
      authStrategy: createAppAuth,
      auth: { appId: this.config.appId, privateKey: this.config.privateKey },
    });
  }

  /** Octokit acting as a user through the App (a user-to-server token). */
  asUser(token: string): Octokit {
    return new Octokit({ baseUrl: this.config.apiUrl, userAgent: USER_AGENT, log: QUIET_LOG, auth: token });
  }

  /** The installation, or null when GitHub no longer knows it (uninstalled). */
  async getInstallation(id: string): Promise<Installation | null> {
    try {
      const { data } = await this.asApp().rest.apps.getInstallation({ installation_id: Number(id) });
      const account = data.account as { login?: string; type?: string } | null;
      return {
        id: String(data.id),
        accountLogin: account?.login ?? '',
        accountType: account?.type ?? '',
        isSuspended: !!data.suspended_at,
      };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  installUrl(state: string): string {
    const url = new URL(
      `${this.config.oauthUrl}/apps/${encodeURIComponent(this.config.slug)}/installations/new`,
    );
    url.searchParams.set('state', state);
    return url.toString();
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${this.config.oauthUrl}/login/oauth/authorize`);
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string): Promise<TokenGrant> {
    return this.tokenRequest({ code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<TokenGrant> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** `{GITHUB_OAUTH_URL}/login/oauth/access_token`; GitHub answers 200 with `error` when it refuses. */
  private async tokenRequest(fields: Record<string, string>): Promise<TokenGrant> {
    const response = await fetch(`${this.config.oauthUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify({
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        ...fields,
      }),
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const accessToken = body?.access_token;
    if (!response.ok || typeof accessToken !== 'string' || !accessToken) {
      // The error code only (e.g. bad_verification_code); GitHub's body may echo what was sent.
      const code = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
      throw new Error(`GitHub token exchange refused: ${code}`);
    }
    const expiresIn = Number(body?.expires_in);
    return {
      accessToken,
      refreshToken: typeof body?.refresh_token === 'string' ? body.refresh_token : null,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    };
  }
}
