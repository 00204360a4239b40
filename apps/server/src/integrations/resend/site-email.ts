import type { Integrations, SiteEmailBody } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { findProjectWithOwner, type ProjectWithOwner } from '../../projects/repository';
import { customDomainSite } from '../../sites/custom-host';
import { parseSiteHost } from '../../sites/hosts';
import { isValidPreviewToken } from '../../sites/preview-token';
import { findSiteProject } from '../../sites/repository';
import { isPremium } from '../../users/plans';
import { addToInbox } from './inbox';
import { RESEND_SHARED_SENDER, sendWithResend } from './resend-client';

/** The secret names the Resend key is kept under (seed 000 §5's reserved names). */
export const RESEND_KEY_SECRET = 'RESEND_API_KEY';

/**
 * The project whose site a request's Host names, when the site is one a visitor can load: a deployed
 * site (its own domain or a custom one), or a preview (a private one only with its token). Kiln's own
 * origin, and anything else, is no site: null.
 */
export async function siteProjectOf(
  ctx: AppContext,
  host: string | undefined,
): Promise<ProjectWithOwner | null> {
  const site =
    parseSiteHost(host, ctx.env.previewDomain, ctx.env.sitesDomain) ?? (await customDomainSite(ctx, host));
  if (!site) return null;
  const row = await findSiteProject(ctx.db, site.subdomain);
  if (!row) return null;
  if (site.kind === 'site' && !row.deployedCommitHash) return null;
  if (site.kind !== 'site' && row.isPrivate && !isValidPreviewToken(ctx.authSecret, row, site.token))
    return null;
  return (await findProjectWithOwner(ctx.db, row.id)) ?? null;
}

/** Where the site's email goes: the owner's chosen addresses, else their account's. */
export function recipientsOf(integrations: Integrations, ownerEmail: string): string[] {
  const chosen = integrations.resend.recipients ?? [];
  return chosen.length > 0 ? [...chosen] : [ownerEmail];
}

/** The configured sender, named after the app: `"Name" <user@domain>`, or Resend's shared one. */
export function senderOf(integrations: Integrations, projectName: string): string {
  const { domain, fromAddress } = integrations.resend;
  const address = domain && fromAddress ? `${fromAddress}@${domain}` : RESEND_SHARED_SENDER;
  const name = projectName
    .replace(/[^\p{L}\p{N} .,'&-]/gu, '')
    .trim()
    .slice(0, 60);
  return name ? `"${name}" <${address}>` : address;
}

/** One line: a visitor's subject or name never breaks into a header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** What the owner receives: the visitor's words as plain text, who they are, and where it came from. */
export function emailOf(body: SiteEmailBody, projectName: string, origin: string) {
  const from = [oneLine(body.name), body.email ? `<${body.email}>` : ''].filter(Boolean).join(' ');
  return {
    subject: oneLine(body.subject) || `New message from ${oneLine(projectName) || 'your app'}`,
    text: `${body.message}\n\n--\nFrom: ${from || 'a visitor'}\nSent through the form of ${origin}\n`,
  };
}

export type Delivery = 'email' | 'inbox';

/**
 * Delivers a visitor's message: by email through the project's Resend when it is connected (from its
 * sender, to the owner's addresses), and into the project's inbox either way, so nothing is lost when
 * Resend is absent or refuses it.
 */
export async function deliverSiteEmail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  found: ProjectWithOwner,
  body: SiteEmailBody,
  origin: string,
): Promise<Delivery> {
  const { project } = found;
  const record = {
    name: oneLine(body.name),
    email: body.email,
    subject: oneLine(body.subject),
    message: body.message,
  };
  const key =
    project.integrations.resend.enabled && (await ownerHasResend(ctx, project.ownerId))
      ? await ctx.secrets.reveal(project.id, RESEND_KEY_SECRET)
      : null;
  if (key) {
    const email = emailOf(body, project.name, origin);
    const sent = await sendWithResend(key, ctx.env.siteEmail.resendUrl, {
      from: senderOf(project.integrations, project.name),
      to: recipientsOf(project.integrations, found.ownerEmail),
      ...email,
      ...(body.email ? { replyTo: body.email } : {}),
    });
    if ('id' in sent) {
      await addToInbox(ctx.db, project.id, { ...record, emailedAt: new Date() });
      return 'email';
    }
    log.warn(
      { projectId: project.id, resend: sent.error },
      'site email: Resend refused the message; kept in the inbox',
    );
  }
  await addToInbox(ctx.db, project.id, { ...record, emailedAt: null });
  return 'inbox';
}

/**
 * Resend is premium (seed 002 §5): a site whose owner's plan lapsed keeps its form working, into the
 * inbox, until the plan is renewed.
 */
async function ownerHasResend(ctx: AppContext, ownerId: string): Promise<boolean> {
  const owner = await ctx.db.query.user.findFirst({
    where: (u, { eq }) => eq(u.id, ownerId),
    columns: { plan: true, planPeriodEnd: true },
  });
  return owner !== undefined && isPremium(owner);
}

export function siteOrigin(host: string | undefined, protocol: string): string {
  if (!host) throw AppError.notFound();
  return `${protocol}://${host}`;
}
