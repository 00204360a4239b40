import { calls } from '@kiln/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccessTokenRoutes } from './access-tokens/routes';
import { registerConsoleRoutes } from './admin/console-routes';
import { registerAdminRoutes } from './admin/routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAssetRoutes } from './assets/routes';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/routes';
import { resolveAuthSecret, resolveInstanceSecret } from './auth/secret';
import { ViewerResolver } from './auth/viewer';
import { registerBillingRoutes } from './billing/routes';
import { presentHistory } from './chat/presenter';
import { listMessages } from './chat/repository';
import { registerChatRoutes } from './chat/routes';
import { registerCloneRoutes } from './clone/routes';
import { registerComponentRoutes } from './components/routes';
import type { AppContext } from './context';
import { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { registerDeployRoutes } from './deploy/routes';
import { registerDomainRoutes } from './domains/routes';
import type { Env } from './env';
import { registerCliScript } from './exports/cli-script';
import { registerExportRoutes } from './exports/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { registerGithubRoutes } from './github/routes';
import { installJsonDepthGuard } from './http/body-guards';
import { installJsonCompression } from './http/compression';
import { installErrorHandler } from './http/errors';
import { createRoutes } from './http/route';
import { installSecurityHeaders } from './http/security-headers';
import { registerImportRoutes } from './imports/routes';
import { registerFirebaseRoutes } from './integrations/firebase/routes';
import { registerMapboxRoutes } from './integrations/mapbox/routes';
import { registerResendRoutes } from './integrations/resend/routes';
import { registerIntegrationRoutes } from './integrations/routes';
import { SupabaseAccounts } from './integrations/supabase/accounts';
import { registerSupabaseRoutes } from './integrations/supabase/routes';
import { Mailer } from './mail/mailer';
import { WEB_DIST_DIR } from './paths';
import type { RunController } from './pipeline/run-controller';
import { registerProductEventRoutes } from './product-events/routes';
import { ProjectReads } from './projects/project-reads';
import { registerProjectRoutes } from './projects/routes';
import { attachRealtime, type Realtime } from './realtime/socket';
import { createRunServices } from './run-services';
import { registerHealthRoutes } from './scale/health';
import { startScaleOut } from './scale/scale-out';
import type { Screenshotter } from './screenshots/screenshotter';
import { ProjectSecrets } from './secrets/project-secrets';
import { registerSecretRoutes } from './secrets/routes';
import { SecretBox } from './secrets/secret-box';
import { registerSites } from './sites/serve';
import { openStorage } from './storage/artifact-mirror';
import { registerUserRoutes } from './users/routes';
import { registerVersionRoutes } from './versions/routes';
import { registerVisualEditRoutes } from './visual-edit/routes';
import { registerWebApp } from './web/static';

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;
export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** The data dir's admin token; the admin route stays shut without it. */
  adminToken?: string;
  /** Serve apps/web/dist (off in API-only tests). */
  serveWeb?: boolean;
  webDistDir?: string;
  /**
   * Every log line, at every level, goes here instead of stdout (tests read what Kiln logs, as the
   * secrets canary does).
   */
  logStream?: { write(line: string): void };
}

export interface KilnApp {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  /** The Chromium that renders projects (its counters tell tests and benches what it did). */
  screenshots: Screenshotter;
  /**
   * Graceful shutdown's first half: `/api/ready` answers 503, and the runs in flight get up to
   * `graceMs` to finish (close() then stops what is left, FAILED on its last good commit).
   */
  drain(graceMs: number): Promise<void>;
}

export async function buildApp(options: BuildAppOptions): Promise<KilnApp> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logStream
      ? { level: 'trace', stream: options.logStream }
      : env.logLevel === 'silent'
        ? false
        : { level: env.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Only the configured proxies may say who the client is (KILN_TRUSTED_PROXIES); never everyone.
    trustProxy:
      typeof env.trustedProxies === 'number'
        ? (_address: string, hop: number) => hop < (env.trustedProxies as number)
        : env.trustedProxies,
    // The seeds' client writes `/api/web//update-asset-click`; duplicate slashes route like single ones.
    routerOptions: { ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonDepthGuard(app);
  installJsonCompression(app);

  // Seed calls such as acknowledge-errors send an empty body with a JSON content type.
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-length'] === '0' && request.headers['content-type']?.includes('json')) {
      delete request.headers['content-type'];
    }
  });

  const secret = resolveAuthSecret(env.authSecret, env.dataDir);
  const mailer = new Mailer(database.db, env.mail, app.log);
  app.addHook('onClose', async () => mailer.close());
  const auth = createAuth(database.db, env, secret, mailer);
  // Caches of hot reads (who is asking, the project read), forgotten by the database's change feed.
  const feed = new ChangeFeed();
  const viewers = new ViewerResolver(auth, database.db, env, feed);
  const projectReads = new ProjectReads(database.db, feed);
  app.addHook('onClose', await feed.start(database));
  const storage = openStorage(env.dataDir, env.scale.s3, app.log);
  const { mirror, repos } = storage;
  app.addHook('onClose', async () => storage.close());
  const base = { env, db: database.db, auth, viewers, authSecret: secret, mirror };
  // The socket's get-messages answers with the history, the live part of a running reply included.
  let runsRef: RunController | null = null;
  const scale = await startScaleOut(env, app.log);
  const realtime = attachRealtime(
    app,
    base,
    async (webId) => {
      const rows = await listMessages(database.db, webId);
      return presentHistory(rows, async (ids) => (await runsRef?.liveContents(ids)) ?? new Map());
    },
    scale.redis,
  );
  // Everything that reads or runs a project's code happens in sandboxed workers (sandbox/).
  // A warm spare only where first runs surely run: one process, or a shared data dir whose nodes
  // take runs themselves (with object storage the folder it prepares is this node's alone).
  const runsHere = !scale.queue || env.scale.runWorker;
  const spare = runsHere && !(scale.queue && mirror.isOn);
  // With Redis, this API node takes runs off the queue too, unless told to leave them to workers.
  const services = createRunServices({
    env,
    base,
    repos,
    realtime,
    scale,
    log: app.log,
    spare,
    takeRuns: runsHere,
  });
  const { builder, store, screenshots, engine, models, spares, drafts, runs } = services;
  runsRef = runs;
  // Integration credentials and project secrets: sealed under their own key, never the auth secret.
  const secretsKey = resolveInstanceSecret(env.secretsKey, env.dataDir, 'secrets-key');
  const secrets = new ProjectSecrets(database.db, new SecretBox(secretsKey, 'project-secret-v1'));
  const ctx: AppContext = {
    ...base,
    repos,
    engine,
    models,
    runs,
    projectReads,
    secrets,
    spares,
    drafts,
    scale,
    mailer,
  };
  app.addHook('onClose', async () => {
    await services.close();
    await realtime.close();
    await scale.close();
  });
  scale.recoverDeadRuns(ctx);
  registerSites(app, ctx);
  installSecurityHeaders(app, env);

  registerHealthRoutes(app, database, scale);
  await registerAuthRoutes(app, auth, viewers, env, scale);
  const routes = createRoutes(app, ctx);
  registerUserRoutes(routes, ctx);
  await registerBillingRoutes(app, routes, ctx);
  registerProjectRoutes(routes, ctx, realtime);
  registerFeedbackRoutes(routes, ctx);
  registerVersionRoutes(routes, ctx);
  registerChatRoutes(routes, ctx);
  registerVisualEditRoutes(routes, ctx);
  registerIntegrationRoutes(routes, ctx);
  registerMapboxRoutes(routes, ctx);
  registerSecretRoutes(routes, ctx);
  const supabaseAccounts = new SupabaseAccounts(
    database.db,
    env.supabase,
    secretsKey,
    `${env.publicUrl}${calls.supabaseOAuthCallback.path}`,
    app.log,
  );
  app.addHook('onClose', async () => supabaseAccounts.close());
  registerSupabaseRoutes(routes, ctx, supabaseAccounts, realtime);
  registerFirebaseRoutes(routes, ctx);
  registerResendRoutes(app, routes, ctx);
  registerComponentRoutes(routes, ctx);
  await registerAssetRoutes(app, routes, ctx);
  registerDeployRoutes(routes, ctx, { log: app.log, builder, store, realtime });
  registerDomainRoutes(app, routes, ctx);
  registerAnalyticsRoutes(app, routes, ctx);
  registerCloneRoutes(routes, ctx);
  registerExportRoutes(routes, ctx);
  registerCliScript(app);
  registerAccessTokenRoutes(routes, ctx);
  registerProductEventRoutes(routes, ctx);
  const githubConnections = registerGithubRoutes(routes, ctx, app.log);
  registerImportRoutes(routes, ctx, { realtime, log: app.log, githubConnections });
  registerAdminRoutes(routes, ctx, options.adminToken);
  registerConsoleRoutes(routes, ctx, database);
  await registerWebApp(app, options.serveWeb === false ? '' : (options.webDistDir ?? WEB_DIST_DIR));

  return { app, ctx, realtime, screenshots, drain: (graceMs) => scale.drain(graceMs, runs) };
}
