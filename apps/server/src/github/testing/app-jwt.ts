import { createVerify } from 'node:crypto';

/**
 * Whether an Authorization header carries a JWT of the App: RS256-signed with its private key (checked
 * against the public one), issued by its id and not expired, as GitHub checks `/app/...` calls.
 */
export function isAppJwt(authorization: string | undefined, publicKeyPem: string, appId: string): boolean {
  const [scheme, jwt] = (authorization ?? '').split(' ');
  const [header, payload, signature] = (jwt ?? '').split('.');
  if (scheme?.toLowerCase() !== 'bearer' || !header || !payload || !signature) return false;
  const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
  if (!verifier.verify(publicKeyPem, Buffer.from(signature, 'base64url'))) return false;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iss?: unknown;
    exp?: number;
  };
  return String(claims.iss) === appId && (claims.exp ?? 0) * 1000 > Date.now();
}
