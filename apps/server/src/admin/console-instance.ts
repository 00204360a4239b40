import { type Dirent, readFileSync } from 'node:fs';
import { lstat, readdir, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { AdminMail, InstanceHealth, ModelProvider, UsageRow } from '@kiln/contracts';
import { and, count, desc, eq, gte, sum } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { chatMessage, mailMessage, project, tokenUsage, user } from '../db/schema';
import { SERVER_ROOT } from '../paths';
import { projectDirs } from '../storage/paths';

/** The console's window for runs and tokens. */
const USAGE_DAYS = 30;
const PROVIDERS: { id: ModelProvider; label: string }[] = [
  { id: 'anthropic', label: 'Anthropic' },
  { id: 'openai', label: 'OpenAI' },
  { id: 'openai-compatible', label: 'Ollama / OpenAI-compatible' },
  { id: 'offline', label: 'Kiln offline model' },
];
/** The server package's version, read once (the console's Health tab). */
let version: string | undefined;
function serverVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}

export async function listMail(ctx: AppContext, limit = 500): Promise<AdminMail[]> {
  const rows = await ctx.db.select().from(mailMessage).orderBy(desc(mailMessage.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

async function settle<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export async function instanceHealth(ctx: AppContext, database: Database): Promise<InstanceHealth> {
  const queue = ctx.scale.queue;
  const disk = await statfs(ctx.env.dataDir);
  const configured = new Set(ctx.models.list().map((model) => model.provider));
  return {
    version: serverVersion(),
    uptimeSeconds: Math.round(process.uptime()),
    database: {
      engine: database.kind === 'postgres' ? 'postgresql' : 'pglite',
      ok: await settle(async () => {
        await database.db.execute('select 1');
        return true;
      }, false),
    },
    queue: queue
      ? await settle<InstanceHealth['queue']>(
          async () => {
            const counts = await queue.counts();
            return { ok: true, waitingRuns: counts.waiting, activeRuns: counts.active };
          },
          { ok: false, waitingRuns: 0, activeRuns: 0 },
        )
      : null,
    storage: { engine: ctx.mirror.isOn ? 's3' : 'local' },
    disk: {
      dataDir: ctx.env.dataDir,
      freeBytes: disk.bavail * disk.bsize,
      totalBytes: disk.blocks * disk.bsize,
    },
    mail: ctx.mailer.isSending ? 'smtp' : 'outbox',
    models: PROVIDERS.map((provider) => ({ ...provider, isConfigured: configured.has(provider.id) })),
  };
}

/** Bytes under a folder, links not followed (what is on this node's disk). */
async function sizeOf(dir: string): Promise<number> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await sizeOf(full);
    else if (entry.isFile()) total += (await lstat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}

/** Runs and tokens per account over the last 30 days, and what their projects take on this disk. */
export async function usageByUser(ctx: AppContext): Promise<UsageRow[]> {
  const since = new Date(Date.now() - USAGE_DAYS * 24 * 3600_000);
  const users = await ctx.db.select({ id: user.id, email: user.email }).from(user);
  const runs = await ctx.db
    .select({ userId: project.ownerId, n: count() })
    .from(chatMessage)
    .innerJoin(project, eq(project.id, chatMessage.projectId))
    .where(and(eq(chatMessage.role, 'assistant'), gte(chatMessage.createdAt, since)))
    .groupBy(project.ownerId);
  const tokens = await ctx.db
    .select({
      userId: tokenUsage.userId,
      input: sum(tokenUsage.promptTokens),
      output: sum(tokenUsage.completionTokens),
    })
    .from(tokenUsage)
    .where(gte(tokenUsage.createdAt, since))
    .groupBy(tokenUsage.userId);
  const projects = await ctx.db.select({ id: project.id, ownerId: project.ownerId }).from(project);
  const storage = new Map<string, number>();
  for (const row of projects) {
    const bytes = (await Promise.all(projectDirs(ctx.env.dataDir, row.id).map(sizeOf))).reduce(
      (a, b) => a + b,
      0,
    );
    storage.set(row.ownerId, (storage.get(row.ownerId) ?? 0) + bytes);
  }
  const runsOf = new Map(runs.map((r) => [r.userId, r.n]));
  const tokensOf = new Map(tokens.map((t) => [t.userId, t]));
  return users
    .map((u) => ({
      userId: u.id,
      email: u.email,
      runs: runsOf.get(u.id) ?? 0,
      inputTokens: Number(tokensOf.get(u.id)?.input ?? 0),
      outputTokens: Number(tokensOf.get(u.id)?.output ?? 0),
      storageBytes: storage.get(u.id) ?? 0,
    }))
    .sort((a, b) => b.runs - a.runs || b.storageBytes - a.storageBytes);
}
