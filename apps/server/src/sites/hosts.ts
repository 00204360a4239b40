/** What a request's Host names, when it is one of Kiln's hosted origins rather than Kiln itself. */
export type SiteHost =
  | { kind: 'preview'; subdomain: string; token: string | null }
  | { kind: 'version'; subdomain: string; hash7: string; token: string | null }
  | { kind: 'site'; subdomain: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A private preview carries its token in the host: `{subdomain}--{token}`. */
const TOKEN_SEPARATOR = '--';
const HASH7 = /^([0-9a-f]{7})-(.+)$/;

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

function splitToken(label: string): { name: string; token: string | null } {
  const at = label.lastIndexOf(TOKEN_SEPARATOR);
  if (at <= 0) return { name: label, token: null };
  return { name: label.slice(0, at), token: label.slice(at + TOKEN_SEPARATOR.length) };
}

/**
 * `{sub}.{previewDomain}` is a project's current preview, `{hash7}-{sub}.{previewDomain}` one
 * version's, `{sub}.{sitesDomain}` its deployed site. Anything else is Kiln (null).
 */
export function parseSiteHost(
  host: string | undefined,
  previewDomain: string,
  sitesDomain: string,
): SiteHost | null {
  if (!host) return null;
  const name = stripPort(host);
  for (const [domain, isPreview] of [
    [previewDomain.toLowerCase(), true],
    [sitesDomain.toLowerCase(), false],
  ] as const) {
    if (!name.endsWith(`.${domain}`)) continue;
    const label = name.slice(0, -(domain.length + 1));
    if (!LABEL.test(label)) return null;
    if (!isPreview) return { kind: 'site', subdomain: label };
    const { name: rest, token } = splitToken(label);
    const version = rest.match(HASH7);
    if (version)
      return { kind: 'version', hash7: version[1] as string, subdomain: version[2] as string, token };
    return { kind: 'preview', subdomain: rest, token };
  }
  return null;
}

export interface SiteUrlParts {
  publicUrl: string;
  domain: string;
  subdomain: string;
  hash7?: string;
  token?: string | null;
}

export function siteUrl({ publicUrl, domain, subdomain, hash7, token }: SiteUrlParts): string {
  const base = new URL(publicUrl);
  const port = base.port ? `:${base.port}` : '';
  const label = `${hash7 ? `${hash7}-` : ''}${subdomain}${token ? `${TOKEN_SEPARATOR}${token}` : ''}`;
  return `${base.protocol}//${label}.${domain}${port}/`;
}
