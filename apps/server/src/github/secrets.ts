import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { SecretBox } from '../secrets/secret-box';

/**
 * GitHub tokens at rest (security rule 4), under a key derived from the instance secret (the key
 * tokens sealed before integrations had their own key keep opening).
 */
export class TokenBox extends SecretBox {
  constructor(instanceSecret: string) {
    super(instanceSecret, 'github-token-v1');
  }
}

export type StatePurpose = 'oauth' | 'install';

const STATE_TTL_MS = 15 * 60_000;

/**
 * The `state` of the authorise and install popups: which Kiln user started them, for what, until
 * when, signed with the instance secret, so a callback cannot be replayed for another user.
 */
export class StateSigner {
  private readonly key: Buffer;

  constructor(instanceSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', instanceSecret, 'kiln', 'github-state-v1', 32));
  }

  sign(userId: string, purpose: StatePurpose, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ u: userId, p: purpose, e: now + STATE_TTL_MS, n: randomBytes(8).toString('hex') }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The user id the state was signed for, or null when it is forged, expired or for another purpose. */
  verify(state: string | undefined, purpose: StatePurpose, now = Date.now()): string | null {
    const [payload, mac] = (state ?? '').split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        u?: unknown;
        p?: unknown;
        e?: unknown;
      };
      if (data.p !== purpose || typeof data.u !== 'string' || typeof data.e !== 'number' || data.e < now) {
        return null;
      }
      return data.u;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
