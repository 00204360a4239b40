import type { Viewer } from '../../auth/viewer';
import { startRun } from '../../chat/service';
import type { AppContext } from '../../context';
import { findProjectWithOwner } from '../../projects/repository';
import type { SupabaseAccounts } from './accounts';
import { cloudProjectUrl, type SupabaseClientConfig } from './app-client';
import { SupabaseApiError } from './management-api';
import { upstreamFailure } from './upstream';

/** How often and how long to ask a database just created for its public key (it may not have one yet). */
export const NEW_PROJECT_KEY_TRIES = 4;
const NEW_PROJECT_KEY_WAIT_MS = 1_500;

/** A cloud database's client settings: its API address and its anon key, asked of the Management API. */
export async function cloudClient(
  accounts: SupabaseAccounts,
  userId: string,
  token: string,
  project: { ref: string; name: string },
  tries = 1,
): Promise<SupabaseClientConfig> {
  const api = accounts.requireApi();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const anonKey = await api.anonKey(token, project.ref);
      return { name: project.name, url: cloudProjectUrl(project.ref), anonKey };
    } catch (err) {
      if (attempt >= tries || !(err instanceof SupabaseApiError) || err.status === 401) {
        throw await upstreamFailure(accounts, userId, err);
      }
      await new Promise((resolve) => setTimeout(resolve, NEW_PROJECT_KEY_WAIT_MS));
    }
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
