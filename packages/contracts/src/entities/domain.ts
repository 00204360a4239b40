import { z } from 'zod';

export const DomainStateSchema = z.enum(['Pending', 'Active']);
export type DomainState = z.infer<typeof DomainStateSchema>;

/**
 * Seed 002 §3: a DNS record the owner must create. `kind` says what it is for (seed: "dcv, cname or
 * a entries"): `dcv` proves control of the domain (a TXT record), `cname` / `a` route traffic.
 */
export const DnsRecordSchema = z.object({
  kind: z.enum(['dcv', 'cname', 'a']),
  type: z.enum(['TXT', 'CNAME', 'A']),
  name: z.string(),
  target: z.string(),
  status: DomainStateSchema,
});
export type DnsRecord = z.infer<typeof DnsRecordSchema>;

/** Seed 000 §3 "Custom domain status". The domain is bound only once every record is Active. */
export const CustomDomainStatusSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: DomainStateSchema,
  records: z.array(DnsRecordSchema),
});
export type CustomDomainStatus = z.infer<typeof CustomDomainStatusSchema>;

const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?!-)(?:[a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/;

export function isValidHostname(value: string): boolean {
  return HOSTNAME_PATTERN.test(value);
}

/**
 * The hostname an owner meant (issue 17 §5): trimmed and lower-cased, without a scheme, credentials,
 * port, path, query or fragment, and without the root's trailing dot — so a pasted
 * `https://Shop.Example.com/menu` or `shop.example.com.` is stored as `shop.example.com`. What is left
 * is then checked by `isValidHostname`.
 */
export function normaliseHostname(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '');
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
