import { randomBytes } from 'node:crypto';
import type { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type CustomDomainStatus, MESSAGES } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import type { CustomDomainRow, ProjectRow } from '../db/schema';
import { AppError } from '../http/errors';
import { isRecordLive } from './dns-check';
import { overallStatus, presentDomain, recordsFor } from './records';
import {
  activateClaim,
  deleteDomain,
  findActiveDomainByHostname,
  findDomainById,
  findDomainByProject,
  listDomains,
  replaceDomain,
  saveCheck,
} from './repository';

export const KILN_HOST_DOMAIN = 'This domain belongs to Kiln itself; use a domain you own.';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Kiln's own hosts (its address, previews, sites) can never be someone's custom domain. */
function isKilnHost(ctx: AppContext, hostname: string): boolean {
  const own = [new URL(ctx.env.publicUrl).hostname, ctx.env.previewDomain, ctx.env.sitesDomain].map((h) =>
    h.toLowerCase(),
  );
  return own.some((h) => hostname === h || hostname.endsWith(`.${h}`)) || isIP(hostname) !== 0;
}

/**
 * Asks DNS for each record and stores what it found; the domain is Active once all of them are.
 * Several projects may claim one hostname while pending: the first to prove it wins and the other
 * claims are dropped. Undefined when this claim was dropped (another project proved it first).
 */
export async function verifyDomain(
  ctx: AppContext,
  resolver: Resolver,
  row: CustomDomainRow,
  subdomain: string,
): Promise<CustomDomainRow | undefined> {
  const specs = recordsFor(ctx.env, row, subdomain);
  const live = await Promise.all(specs.map((spec) => isRecordLive(resolver, spec)));
  const recordStatus = Object.fromEntries(
    specs.map((spec, i) => [spec.kind, live[i] ? 'Active' : 'Pending'] as const),
  );
  const status = overallStatus(Object.values(recordStatus));
  if (status === 'Active' && row.status !== 'Active') {
    try {
      return await activateClaim(ctx.db, row, recordStatus);
    } catch (error) {
      // Another claim became Active in the same moment: it won, and has dropped this one.
      if (isUniqueViolation(error)) return findDomainById(ctx.db, row.id);
      throw error;
    }
  }
  return saveCheck(ctx.db, row.id, { status, recordStatus });
}

export async function addDomain(
  ctx: AppContext,
  resolver: Resolver,
  project: ProjectRow,
  hostname: string,
): Promise<CustomDomainStatus> {
  if (!project.deployedCommitHash) throw AppError.conflict(MESSAGES.DEPLOY_FIRST);
  if (isKilnHost(ctx, hostname)) throw AppError.validation(KILN_HOST_DOMAIN);
  const taken = await findActiveDomainByHostname(ctx.db, hostname);
  if (taken && taken.projectId !== project.id) throw AppError.conflict(MESSAGES.DOMAIN_IN_USE);
  const current = await findDomainByProject(ctx.db, project.id);
  const row =
    current?.hostname === hostname
      ? current
      : await replaceDomain(ctx.db, {
          id: newId(),
          projectId: project.id,
          hostname,
          verificationToken: randomBytes(16).toString('hex'),
          status: 'Pending',
          recordStatus: {},
        }).catch((error: unknown) => {
          // Two projects claiming one hostname at once: the unique index lets one win.
          if (isUniqueViolation(error)) throw AppError.conflict(MESSAGES.DOMAIN_IN_USE);
          throw error;
        });
  const checked = await verifyDomain(ctx, resolver, row, project.subdomain);
  if (!checked) throw AppError.conflict(MESSAGES.DOMAIN_IN_USE);
  return presentDomain(ctx.env, checked, project.subdomain);
}

export async function getDomain(
  ctx: AppContext,
  resolver: Resolver,
  project: ProjectRow,
): Promise<CustomDomainStatus | null> {
  const row = await findDomainByProject(ctx.db, project.id);
  if (!row) return null;
  const checked = await verifyDomain(ctx, resolver, row, project.subdomain);
  return checked ? presentDomain(ctx.env, checked, project.subdomain) : null;
}

export async function removeDomain(ctx: AppContext, project: ProjectRow): Promise<void> {
  if (!(await deleteDomain(ctx.db, project.id))) throw AppError.notFound(MESSAGES.NO_CUSTOM_DOMAIN);
}

/**
 * Re-verifies every domain periodically: a pending one turns Active once its records appear, and an
 * active one whose records are gone stops being served. Returns a stop function.
 */
export function startDomainChecks(ctx: AppContext, resolver: Resolver, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const row of await listDomains(ctx.db)) {
        const project = await ctx.db.query.project.findFirst({
          where: (p, { eq }) => eq(p.id, row.projectId),
        });
        if (project) await verifyDomain(ctx, resolver, row, project.subdomain);
      }
    } catch (err) {
      log.warn({ err }, 'custom domain check failed');
    } finally {
      running = false;
    }
  }, ctx.env.domains.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
