import { removeServerInfo, writeAdminToken, writeServerInfo } from './admin/admin-token';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { recoverInterruptedWork } from './engine/recover';
import { loadEnv } from './env';
import { installFatalHandlers } from './process/fatal-handlers';
import { SHARED_PARTIAL_AGE_MS, sweepPartialFiles } from './storage/sweep';

async function main(): Promise<void> {
  const env = loadEnv();
  // Before anything writes: what a crash left half-written is removed, never served or counted.
  const swept = await sweepPartialFiles(env.dataDir, {
    olderThanMs: env.scale.redisUrl ? SHARED_PARTIAL_AGE_MS : 0,
  });
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const adminToken = writeAdminToken(env.dataDir);
  const { app, ctx, drain } = await buildApp({ env, database, adminToken });
  installFatalHandlers(app.log);
  if (swept.length > 0) app.log.info({ swept }, `removed ${swept.length} partial file(s) left by a crash`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeServerInfo(env.dataDir);
    // SIGTERM (an orchestrator, a balancer's deploy): /api/ready fails so nothing new is sent here,
    // and the runs in flight get a while to finish. Ctrl-C stops them at once (FAILED, message kept).
    await drain(signal === 'SIGTERM' ? env.scale.shutdownGraceMs : 0);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: env.port, host: env.host });
  writeServerInfo(env.dataDir, { pid: process.pid, url: address.replace('0.0.0.0', '127.0.0.1') });
  app.log.info(`Kiln is running at ${env.publicUrl} (database: ${database.kind})`);
  const recovered = await recoverInterruptedWork(ctx);
  if (recovered.messages || recovered.projects) app.log.info(recovered, 'recovered interrupted work');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
