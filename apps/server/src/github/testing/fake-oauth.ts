import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readBody } from './git-http-backend';

/**
 * The fake GitHub's OAuth web flow: codes handed out by the authorise page, their exchange (and a
 * refresh token's) for user tokens, and who a request's token belongs to. Nothing here is Kiln code.
 */
export class FakeOAuth {
  /** User token → login. */
  readonly tokens = new Map<string, string>();
  private readonly codes = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(private readonly client: { clientId: string; clientSecret: string }) {}

  /** A token for `login`, as the exchange would issue. */
  issueToken(login: string): string {
    const token = `ghu_${randomBytes(18).toString('hex')}`;
    this.tokens.set(token, login);
    return token;
  }

  /** A one-time code for `login`, as the authorise page's button carries it. */
  issueCode(login: string): string {
    const code = randomBytes(10).toString('hex');
    this.codes.set(code, login);
    return code;
  }

  /** The login of a request's bearer token or basic-auth password (git's way), if it is known. */
  userOf(req: IncomingMessage): string | null {
    const header = req.headers.authorization ?? '';
    const [scheme, value] = header.split(' ');
    if (!value) return null;
    if (scheme?.toLowerCase() === 'basic') {
      const password = Buffer.from(value, 'base64').toString('utf8').split(':').slice(1).join(':');
      return this.tokens.get(password) ?? null;
    }
    return this.tokens.get(value) ?? null;
  }

  /** `POST /login/oauth/access_token`: a code or a refresh token for a user token and a new refresh token. */
  async exchange(req: IncomingMessage, json: (status: number, body: unknown) => void): Promise<void> {
    const text = (await readBody(req)).toString('utf8');
    const fields = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(text || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(text));
    if (fields.client_id !== this.client.clientId || fields.client_secret !== this.client.clientSecret) {
      return json(200, { error: 'incorrect_client_credentials' });
    }
    const login =
      fields.grant_type === 'refresh_token'
        ? this.refreshTokens.get(fields.refresh_token ?? '')
        : this.codes.get(fields.code ?? '');
    if (!login) return json(200, { error: 'bad_verification_code' });
    this.codes.delete(fields.code ?? '');
    const refresh = `ghr_${randomBytes(18).toString('hex')}`;
    this.refreshTokens.set(refresh, login);
    return json(200, {
      access_token: this.issueToken(login),
      token_type: 'bearer',
      scope: '',
      expires_in: 28_800,
      refresh_token: refresh,
    });
  }
}
