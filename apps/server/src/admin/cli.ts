import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { readAdminToken, readRunningServer } from './admin-token';
import { AdminUsageError, runAdminCommand } from './commands';
import { ADMIN_TOKEN_HEADER } from './routes';

/** `npm run admin -- <command>`: through the running server if there is one, else on the database. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const env = loadEnv();
  const running = env.databaseUrl ? undefined : readRunningServer(env.dataDir);
  if (running) {
    const token = readAdminToken(env.dataDir) ?? '';
    const res = await fetch(`${running.url}/api/admin/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token },
      body: JSON.stringify({ args }),
    });
    const body = (await res.json()) as { success: boolean; message?: string; data?: { output: string } };
    if (!body.success) {
      console.error(body.message);
      return 1;
    }
    console.log(body.data?.output);
    return 0;
  }
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    mustExist: true,
  });
  try {
    console.log(await runAdminCommand(database.db, args));
    return 0;
  } catch (err) {
    if (err instanceof AdminUsageError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
