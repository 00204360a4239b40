export type TrustedProxies = false | number | string[];

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

/** `KILN_TRUSTED_PROXIES`: unset (trust no one), a hop count, or a comma-separated address list. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  if (!value || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !PROXY_ENTRY.test(entry));
  if (bad || entries.length === 0) {
    throw new Error(
      `Invalid environment:\n  KILN_TRUSTED_PROXIES: "${bad ?? value}" is not a hop count, an address or a CIDR range`,
    );
  }
  return entries;
}
