import { cloudProjectUrl, type SupabaseClientConfig } from '@kiln/contracts';
import type { Viewer } from '../../auth/viewer';
import { startRun } from '../../chat/service';
import type { AppContext } from '../../context';
import { findProjectWithOwner } from '../../projects/repository';
import type { SupabaseAccounts } from './accounts';
import { upstreamFailure } from './upstream';

/** A cloud database's client settings: its API address and its anon key, asked of the Management API. */
export async function cloudClient(
  accounts: SupabaseAccounts,
  userId: string,
  token: string,
  project: { ref: string; name: string },
): Promise<SupabaseClientConfig> {
  const api = accounts.requireApi();
  try {
    const anonKey = await api.anonKey(token, project.ref);
    return { name: project.name, url: cloudProjectUrl(project.ref), anonKey };
  } catch (err) {
    throw await upstreamFailure(accounts, userId, err);
  }
}

/**
 * After a link, the run that writes the database's client into the app (INTEGRATE_SUPABASE), shown
 * in the chat like any other. A project with no version yet has no app to write it into. The link
 * stands if the run cannot start (a run began meanwhile, a quota): the owner's next message can ask.
 */
export async function wireIntoApp(
  ctx: AppContext,
  accounts: SupabaseAccounts,
  viewer: Viewer,
  projectId: string,
  client: SupabaseClientConfig,
): Promise<void> {
  const project = (await findProjectWithOwner(ctx.db, projectId))?.project;
  if (!project?.currentCommitHash) return;
  try {
    await startRun(ctx, {
      project,
      viewer,
      content: `Connect the Supabase database “${client.name}” to this app`,
      mode: 'build',
      supabase: client,
    });
  } catch (err) {
    accounts.log.warn({ err, projectId }, 'the Supabase client could not be written into the app');
  }
}

/** A database just created comes up in a minute or two: how long its key is waited for, and how often. */
export const KEY_WAIT = { everyMs: 10_000, forMs: 5 * 60_000 };

/**
 * A database created before its key was ready: asked again every `KEY_WAIT.everyMs` (in the
 * background, for up to `KEY_WAIT.forMs`), and its client written into the app as soon as there is
 * one — while the project is still linked to it, and once no run holds the project. Stops when the
 * server closes (`signal`).
 */
export function wireWhenReady(
  ctx: AppContext,
  accounts: SupabaseAccounts,
  viewer: Viewer,
  projectId: string,
  database: { ref: string; name: string },
  signal: AbortSignal,
  wait = KEY_WAIT,
): void {
  const until = Date.now() + wait.forMs;
  const attempt = async (): Promise<void> => {
    if (signal.aborted) return;
    const linked = (await findProjectWithOwner(ctx.db, projectId))?.project.integrations.supabase.ref;
    if (linked !== database.ref) return;
    if (!ctx.runs.isActive(projectId)) {
      const token = await accounts.token(viewer.user.id);
      if (!token) return;
      const client = await cloudClient(accounts, viewer.user.id, token, database).catch(() => null);
      if (client) {
        await wireIntoApp(ctx, accounts, viewer, projectId, client);
        return;
      }
    }
    if (Date.now() + wait.everyMs > until) {
      accounts.log.warn({ projectId, ref: database.ref }, 'the new Supabase database never gave a key');
      return;
    }
    schedule();
  };
  const schedule = () => {
    const timer = setTimeout(() => {
      attempt().catch((err: unknown) =>
        accounts.log.warn({ err, projectId }, 'waiting for a Supabase key failed'),
      );
    }, wait.everyMs);
    timer.unref();
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  };
  schedule();
}
