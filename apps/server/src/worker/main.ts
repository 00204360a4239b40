import { pino } from 'pino';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { installFatalHandlers } from '../process/fatal-handlers';
import { startRunWorker } from './start-worker';

/** `npm run worker`: a build worker beside the API nodes (README, "Running Kiln for many users"). */
async function main(): Promise<void> {
  const env = loadEnv();
  const log = pino({ level: env.logLevel, base: { role: 'worker', pid: process.pid } });
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const worker = await startRunWorker(env, database, log);
  installFatalHandlers(log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    // SIGTERM: no new runs; the ones in hand get a while to finish. Ctrl-C stops them at once
    // (FAILED on their last good commit, the message kept).
    await worker.drain(signal === 'SIGTERM' ? env.scale.shutdownGraceMs : 0);
    await worker.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  log.info(
    { concurrency: env.scale.workerConcurrency, database: database.kind },
    'Kiln worker is taking runs off the queue',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
