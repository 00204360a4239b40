import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A value at rest (security rule 4): AES-256-GCM under a key derived (HKDF-SHA256) from an instance
 * secret and what the values are for, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A value
 * copied to another instance or another purpose, or altered, does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(instanceSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', instanceSecret, 'kiln', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the value is not one this box sealed. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** All a secret is ever shown as: its last four characters (none of a value too short to spare them). */
export function lastFour(value: string): string {
  return value.length >= 8 ? value.slice(-4) : '••••';
}
