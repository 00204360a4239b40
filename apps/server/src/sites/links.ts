import type { Env } from '../env';
import { siteUrl } from './hosts';
import { previewToken } from './preview-token';

export interface LinkTarget {
  id: string;
  subdomain: string;
  isPrivate: boolean;
  previewSecret: string;
}

/**
 * The URLs of a project's hosted origins. A private project's previews carry its preview token in
 * the host, so only links its owner was given (or shared) open them.
 */
export function projectLinks(env: Env, secret: string, project: LinkTarget) {
  const token = project.isPrivate ? previewToken(secret, project.id, project.previewSecret) : null;
  return {
    preview: siteUrl({
      publicUrl: env.publicUrl,
      domain: env.previewDomain,
      subdomain: project.subdomain,
      token,
    }),
    version: (commitHash: string) =>
      siteUrl({
        publicUrl: env.publicUrl,
        domain: env.previewDomain,
        subdomain: project.subdomain,
        hash7: commitHash.slice(0, 7),
        token,
      }),
    site: siteUrl({ publicUrl: env.publicUrl, domain: env.sitesDomain, subdomain: project.subdomain }),
  };
}
