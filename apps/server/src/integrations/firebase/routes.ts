import {
  calls,
  databaseRuleRefusal,
  type FirebaseConnectBody,
  type Integrations,
  MESSAGES,
} from '@kiln/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { Routes } from '../../http/route';
import { loadOwnedProject } from '../../projects/access';
import { changeIntegrations } from '../project-integrations';
import { writeFirebaseClient } from './app-client';
import { checkServiceAccount } from './credentials';

/** The reserved project secret holding a Firestore service account (sealed; seed 000 §5 hides it). */
export const FIREBASE_SERVICE_ACCOUNT_SECRET = 'FIREBASE_SERVICE_ACCOUNT';

/** Seed 000 §5's one-database rule for every Firebase part asked for. */
function checkConnectable(integrations: Integrations, features: FirebaseConnectBody['features']): void {
  const parts = (['database', 'auth'] as const).filter((part) => features[part]);
  for (const part of parts) {
    const refusal = databaseRuleRefusal(integrations, { provider: 'Firebase', part });
    if (refusal) throw AppError.conflict(refusal);
  }
}

/**
 * Firestore and Auth of one app must be one Firebase project: the web config's `projectId` (given
 * now or connected before) against the service account's `project_id` (given now or sealed before).
 */
async function checkSameProject(
  ctx: AppContext,
  project: { id: string; integrations: Integrations },
  body: FirebaseConnectBody,
): Promise<void> {
  const { firebase } = project.integrations;
  const clientProject = body.features.auth
    ? body.config.client?.projectId
    : firebase.auth
      ? firebase.client?.projectId
      : undefined;
  if (!clientProject) return;
  let serverProject = body.features.database ? body.config.server?.project_id : undefined;
  if (!serverProject && firebase.database) {
    const sealed = await ctx.secrets.reveal(project.id, FIREBASE_SERVICE_ACCOUNT_SECRET);
    serverProject = sealed ? (JSON.parse(sealed) as { project_id?: string }).project_id : undefined;
  }
  if (serverProject && serverProject !== clientProject) {
    throw AppError.validation(
      `${MESSAGES.FIREBASE_PROJECTS_DIFFER} (Auth: ${clientProject}, service account: ${serverProject})`,
    );
  }
}

/** Seed 002 §7's Firebase calls: connect Firestore and/or Auth, and disconnect both. Owner only. */
export function registerFirebaseRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.connectFirebase).handle(async ({ viewer, body, request }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    // Refused before Google is asked anything; asked again at the moment of writing. The one-database
    // rule first: it holds whether or not a run is going on, which only says to wait.
    checkConnectable(project.integrations, body.features);
    if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    await checkSameProject(ctx, project, body);
    const serviceAccount = body.features.database ? body.config.server : null;
    if (serviceAccount) {
      await checkServiceAccount(serviceAccount, ctx.env.firebase.tokenUrl);
      await ctx.secrets.set(project.id, FIREBASE_SERVICE_ACCOUNT_SECRET, JSON.stringify(serviceAccount));
    }
    const client = body.features.auth ? body.config.client : null;
    let next: Integrations;
    try {
      next = await changeIntegrations(ctx.db, project.id, (current) => {
        checkConnectable(current, body.features);
        const firebase = current.firebase;
        return {
          ...current,
          firebase: {
            database: firebase.database || body.features.database,
            auth: firebase.auth || body.features.auth,
            wasEnabled: true,
            client: client ?? firebase.client,
          },
        };
      });
    } catch (err) {
      if (serviceAccount) await ctx.secrets.remove(project.id, FIREBASE_SERVICE_ACCOUNT_SECRET);
      throw err;
    }
    // The web config goes into the app as a version of its own; the connection stands without it
    // (no version yet, a run began meanwhile, a build that fails): connecting again writes it.
    await writeFirebaseClient(ctx, project.id, next.firebase).catch((err: unknown) =>
      request.log.warn(
        { err, projectId: project.id },
        'the Firebase client could not be written into the app',
      ),
    );
    return { success: true, data: next.firebase };
  });

  routes.authed(calls.disconnectFirebase).handle(async ({ viewer, body }) => {
    const { project } = await loadOwnedProject(ctx.db, ctx.env, body.webId, viewer);
    if (ctx.runs.isActive(project.id)) throw AppError.conflict(MESSAGES.GENERATION_RUNNING);
    const next = await changeIntegrations(ctx.db, project.id, (current) => ({
      ...current,
      // wasEnabled stays: the one-database rule keeps this project on Firebase (seed 002 §4).
      firebase: { database: false, auth: false, wasEnabled: current.firebase.wasEnabled, client: null },
    }));
    await ctx.secrets.remove(project.id, FIREBASE_SERVICE_ACCOUNT_SECRET);
    return { success: true, data: next.firebase };
  });
}
