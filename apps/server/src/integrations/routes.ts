import { calls, type HasSentIntentMessage, type IntegrationType } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { project } from '../db/schema';
import type { Routes } from '../http/route';
import { loadOwnedProject } from '../projects/access';
import { registerAiIntegrationRoutes } from './ai/routes';
import { catalogueFor } from './catalogue';

/** Seed 000 call 18 ('Not Now' on a nudge, stored as denied) and the integrations catalogue. */
export function registerIntegrationRoutes(routes: Routes, ctx: AppContext): void {
  registerAiIntegrationRoutes(routes, ctx);
  routes.authed(calls.listIntegrations).handle(async ({ viewer, body }) => {
    const found = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    return { success: true, data: catalogueFor(found.project, ctx.env) };
  });

  routes.authed(calls.denyIntegration).handle(async ({ viewer, body }) => {
    const found = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    const data = await recordNudge(
      ctx.db,
      found.project.id,
      found.project.hasSentIntentMessage,
      body.integrationType,
      {
        denied: true,
      },
    );
    return { success: true, data };
  });
}

/**
 * Records what became of a nudge: `sent` when the assistant showed it, `denied` when the owner said
 * 'Not Now'. Answers the project's whole record.
 */
export async function recordNudge(
  db: Db,
  projectId: string,
  current: HasSentIntentMessage,
  type: IntegrationType,
  change: { denied?: boolean },
): Promise<HasSentIntentMessage> {
  const next: HasSentIntentMessage = {
    ...current,
    [type]: { sent: true, denied: change.denied ?? current[type].denied },
  };
  await db.update(project).set({ hasSentIntentMessage: next }).where(eq(project.id, projectId));
  return next;
}
