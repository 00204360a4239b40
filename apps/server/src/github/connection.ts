import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GithubAppEnv } from '../env';
import { StateSigner } from '../secrets/state-signer';
import { GithubApi, type Installation } from './api';
import { refusals } from './errors';
import { clearInstallation, clearToken, findConnection, saveConnection } from './repository';
import { TokenBox } from './secrets';

/** Refresh a user token this long before GitHub says it expires. */
const REFRESH_MARGIN_MS = 60_000;

export type CallbackOutcome = { ok: true } | { ok: false; message: string };

/**
 * A Kiln user's link to the GitHub App: the installation on their personal account (recorded from
 * the App's setup callback and re-checked with GitHub) and their user token (sealed at rest).
 */
export class GithubConnections {
  readonly api: GithubApi | null;
  readonly states: StateSigner<'oauth' | 'install'>;
  private readonly box: TokenBox;

  constructor(
    private readonly db: Db,
    config: GithubAppEnv | undefined,
    instanceSecret: string,
    readonly oauthRedirectUri: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.api = config ? new GithubApi(config) : null;
    this.states = new StateSigner(instanceSecret, 'github-state-v1');
    this.box = new TokenBox(instanceSecret);
  }

  requireApi(): GithubApi {
    if (!this.api) throw refusals.notConfigured();
    return this.api;
  }

  /** The user's installation as GitHub sees it now; a gone, suspended or organisation one is forgotten. */
  async installation(userId: string): Promise<Installation | null> {
    const api = this.requireApi();
    const row = await findConnection(this.db, userId);
    if (!row?.installationId) return null;
    let found: Installation | null;
    try {
      found = await api.getInstallation(row.installationId);
    } catch (err) {
      this.log.warn({ status: (err as { status?: number }).status }, 'GitHub installation check failed');
      throw refusals.upstream();
    }
    if (!found || found.isSuspended || found.accountType !== 'User') {
      await clearInstallation(this.db, userId);
      return null;
    }
    return found;
  }

  async hasToken(userId: string): Promise<boolean> {
    this.requireApi();
    return (await this.userToken(userId)) !== null;
  }

  /** The user's token, refreshed when it is about to expire; null when there is none that works. */
  async userToken(userId: string): Promise<string | null> {
    const api = this.requireApi();
    const row = await findConnection(this.db, userId);
    const token = row?.accessTokenEnc ? this.box.open(row.accessTokenEnc) : null;
    if (!row || !token) return null;
    if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) return token;
    const refreshToken = row.refreshTokenEnc ? this.box.open(row.refreshTokenEnc) : null;
    if (!refreshToken) {
      await clearToken(this.db, userId);
      return null;
    }
    try {
      const grant = await api.refresh(refreshToken);
      await this.storeGrant(userId, grant);
      return grant.accessToken;
    } catch (err) {
      this.log.warn({ reason: (err as Error).message }, 'GitHub token refresh failed');
      await clearToken(this.db, userId);
      return null;
    }
  }

  forgetToken(userId: string): Promise<void> {
    return clearToken(this.db, userId);
  }

  forgetInstallation(userId: string): Promise<void> {
    return clearInstallation(this.db, userId);
  }

  /** The App's setup callback: records the installation when it is the signed user's personal account. */
  async completeInstall(
    installationId: string | undefined,
    state: string | undefined,
  ): Promise<CallbackOutcome> {
    const api = this.requireApi();
    const userId = this.states.verify(state, 'install');
    if (!userId)
      return { ok: false, message: 'This installation link has expired. Please start again from Kiln.' };
    if (!installationId) return { ok: false, message: 'GitHub did not say which installation was made.' };
    const found = await api.getInstallation(installationId).catch(() => null);
    if (!found)
      return { ok: false, message: 'GitHub does not know this installation. Please install the app again.' };
    if (found.accountType !== 'User') {
      return {
        ok: false,
        message:
          'Repositories can only be created in a personal account. Install the app on your own account.',
      };
    }
    await saveConnection(this.db, userId, { installationId: found.id, accountLogin: found.accountLogin });
    return { ok: true };
  }

  /** The OAuth callback: exchanges the code for the user's token and seals it. */
  async completeOAuth(code: string | undefined, state: string | undefined): Promise<CallbackOutcome> {
    const api = this.requireApi();
    const userId = this.states.verify(state, 'oauth');
    if (!userId)
      return { ok: false, message: 'This authorisation link has expired. Please start again from Kiln.' };
    if (!code) return { ok: false, message: 'GitHub authorisation was cancelled.' };
    try {
      await this.storeGrant(userId, await api.exchangeCode(code, this.oauthRedirectUri));
      return { ok: true };
    } catch (err) {
      this.log.warn({ reason: (err as Error).message }, 'GitHub code exchange failed');
      return { ok: false, message: 'GitHub did not accept the authorisation. Please try again.' };
    }
  }

  private storeGrant(
    userId: string,
    grant: { accessToken: string; refreshToken: string | null; expiresAt: Date | null },
  ): Promise<void> {
    return saveConnection(this.db, userId, {
      accessTokenEnc: this.box.seal(grant.accessToken),
      refreshTokenEnc: grant.refreshToken ? this.box.seal(grant.refreshToken) : null,
      tokenExpiresAt: grant.expiresAt,
    });
  }
}
