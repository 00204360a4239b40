import { MESSAGES } from '@kiln/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { integrationAccount } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/errors';
import { SecretBox } from '../../secrets/secret-box';
import { StateSigner } from '../../secrets/state-signer';
import { type SupabaseGrant, SupabaseManagementApi } from './management-api';

/** Refresh a token this long before Supabase says it expires. */
const REFRESH_MARGIN_MS = 60_000;
const PKCE_LABEL = 'pkce';

export type CallbackOutcome = { ok: true } | { ok: false; message: string };

const whereUser = (userId: string) =>
  and(eq(integrationAccount.userId, userId), eq(integrationAccount.provider, 'supabase'));

/**
 * A Kiln user's link to their Supabase account (seed 002 §7): OAuth 2 with PKCE in a popup, the
 * tokens sealed at rest under the secrets key and refreshed before they expire. Linked projects keep
 * their own keys, so forgetting the account does not break them.
 */
export class SupabaseAccounts {
  readonly api: SupabaseManagementApi | null;
  private readonly states: StateSigner<'connect'>;
  private readonly box: SecretBox;
  private readonly closer = new AbortController();

  constructor(
    private readonly db: Db,
    config: Env['supabase'],
    secretsKey: string,
    readonly redirectUri: string,
    readonly log: FastifyBaseLogger,
  ) {
    this.api = config.oauth ? new SupabaseManagementApi({ apiUrl: config.apiUrl, ...config.oauth }) : null;
    this.states = new StateSigner(secretsKey, 'supabase-state-v1');
    this.box = new SecretBox(secretsKey, 'supabase-token-v1');
  }

  /** Aborted when the server closes: background work for Supabase links stops. */
  get closing(): AbortSignal {
    return this.closer.signal;
  }

  close(): void {
    this.closer.abort();
  }

  requireApi(): SupabaseManagementApi {
    if (!this.api) throw new AppError('upstream', MESSAGES.SUPABASE_NOT_CONFIGURED);
    return this.api;
  }

  /** Where the connect popup goes: Supabase's consent page, with a signed state and a PKCE challenge. */
  connectUrl(userId: string): string {
    const api = this.requireApi();
    const state = this.states.sign(userId, 'connect');
    return api.authorizeUrl(state, this.redirectUri, this.states.derive(state, PKCE_LABEL));
  }

  /** The popup's callback: exchanges the code (with the state's PKCE verifier) and seals the tokens. */
  async complete(
    code: string | undefined,
    state: string | undefined,
    error?: string,
  ): Promise<CallbackOutcome> {
    const api = this.requireApi();
    const userId = this.states.verify(state, 'connect');
    if (!userId || !state) {
      return { ok: false, message: 'This connection link has expired. Please start again from Kiln.' };
    }
    if (!code || error) return { ok: false, message: 'Supabase authorisation was cancelled.' };
    try {
      await this.store(
        userId,
        await api.exchangeCode(code, this.redirectUri, this.states.derive(state, PKCE_LABEL)),
      );
      return { ok: true };
    } catch (err) {
      this.log.warn({ reason: (err as Error).message }, 'Supabase code exchange failed');
      return { ok: false, message: 'Supabase did not accept the authorisation. Please try again.' };
    }
  }

  /** The user's access token, refreshed when about to expire; null when there is none that works. */
  async token(userId: string): Promise<string | null> {
    const api = this.requireApi();
    const [row] = await this.db.select().from(integrationAccount).where(whereUser(userId));
    const token = row ? this.box.open(row.accessTokenEnc) : null;
    if (!row || !token) return null;
    if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) return token;
    const refreshToken = row.refreshTokenEnc ? this.box.open(row.refreshTokenEnc) : null;
    if (!refreshToken) {
      await this.forget(userId);
      return null;
    }
    try {
      const grant = await api.refresh(refreshToken);
      await this.store(userId, grant);
      return grant.accessToken;
    } catch (err) {
      this.log.warn({ reason: (err as Error).message }, 'Supabase token refresh failed');
      if ((err as { status?: number }).status === 0)
        throw new AppError('upstream', MESSAGES.SUPABASE_UNREACHABLE);
      await this.forget(userId);
      return null;
    }
  }

  /** The token, or the refusal the dialog shows when the account is not linked. */
  async requireToken(userId: string): Promise<string> {
    const token = await this.token(userId);
    if (!token) throw AppError.validation(MESSAGES.SUPABASE_NOT_CONNECTED);
    return token;
  }

  async forget(userId: string): Promise<void> {
    await this.db.delete(integrationAccount).where(whereUser(userId));
  }

  private async store(userId: string, grant: SupabaseGrant): Promise<void> {
    const sealed = {
      accessTokenEnc: this.box.seal(grant.accessToken),
      refreshTokenEnc: grant.refreshToken ? this.box.seal(grant.refreshToken) : null,
      tokenExpiresAt: grant.expiresAt,
      updatedAt: new Date(),
    };
    await this.db
      .insert(integrationAccount)
      .values({ userId, provider: 'supabase', ...sealed })
      .onConflictDoUpdate({ target: [integrationAccount.userId, integrationAccount.provider], set: sealed });
  }
}
