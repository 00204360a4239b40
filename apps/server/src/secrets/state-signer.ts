import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const STATE_TTL_MS = 15 * 60_000;

/**
 * The `state` of an OAuth or install popup: which Kiln user started it, for what, until when, signed
 * with a key derived from the instance secret for one provider, so a callback cannot be replayed for
 * another user, another purpose or another provider.
 */
export class StateSigner<Purpose extends string> {
  private readonly key: Buffer;

  constructor(instanceSecret: string, provider: string) {
    this.key = Buffer.from(hkdfSync('sha256', instanceSecret, 'kiln', provider, 32));
  }

  sign(userId: string, purpose: Purpose, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ u: userId, p: purpose, e: now + STATE_TTL_MS, n: randomBytes(8).toString('hex') }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The user id the state was signed for, or null when it is forged, expired or for another purpose. */
  verify(state: string | undefined, purpose: Purpose, now = Date.now()): string | null {
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

  /**
   * A value only this instance can compute from a state it signed (a PKCE verifier): the popup's
   * callback recomputes it, so nothing is stored between the two and the provider never sees it.
   */
  derive(state: string, label: string): string {
    return createHmac('sha256', this.key).update(`${label}\0${state}`).digest('base64url');
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
