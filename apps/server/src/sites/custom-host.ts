import { isIP } from 'node:net';
import type { AppContext } from '../context';
import { findActiveDomainSite } from '../domains/repository';
import type { SiteHost } from './hosts';

/**
 * A Host that is neither Kiln nor one of its preview/site domains may be a custom domain: it serves
 * the project's deployed site once the domain is Active (bound only after DNS proof, rule 7).
 */
export async function customDomainSite(ctx: AppContext, host: string | undefined): Promise<SiteHost | null> {
  if (!host) return null;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (!name.includes('.') || isIP(name) !== 0 || name === new URL(ctx.env.publicUrl).hostname) return null;
  const subdomain = await findActiveDomainSite(ctx.db, name);
  return subdomain ? { kind: 'site', subdomain } : null;
}
