import {
  MAP_CONFIG_PATH,
  MAP_PACKAGES,
  MAP_VIEW_PATH,
  MAPBOX_PUBLIC_TOKEN,
  type MapboxSettings,
  type MapboxTokenInfo,
  mapKitFiles,
} from '@kiln/contracts';
import { RUN_IN_PROGRESS } from '../../chat/service';
import type { AppContext } from '../../context';
import type { ProjectRow } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/errors';
import { formatErrors } from '../../pipeline/checks';
import { ProjectWorkspace } from '../../pipeline/tools/workspace';
import { lastFour } from '../../secrets/secret-box';

/** The project secret holding its own Mapbox token (reserved: the secrets list never shows it). */
export const MAPBOX_TOKEN_SECRET = 'KILN_MAPBOX_TOKEN';

export function tokenInfo(token: string | null | undefined): MapboxTokenInfo | null {
  if (!token) return null;
  return { kind: MAPBOX_PUBLIC_TOKEN.test(token) ? 'public' : 'secret', last4: lastFour(token) };
}

/**
 * The token an app's bundle may carry: the project's if it is public, else the instance's if that is
 * public (a secret token, the project's or the instance's, never ships).
 */
export function bundleToken(projectToken: string | null, env: Env): string | null {
  if (projectToken !== null && MAPBOX_PUBLIC_TOKEN.test(projectToken)) return projectToken;
  const instance = env.mapbox.token;
  return instance && MAPBOX_PUBLIC_TOKEN.test(instance) ? instance : null;
}

export async function mapboxSettings(
  ctx: AppContext,
  project: Pick<ProjectRow, 'id' | 'integrations'>,
): Promise<MapboxSettings> {
  const own = await ctx.secrets.reveal(project.id, MAPBOX_TOKEN_SECRET);
  await ctx.repos.sync(project.id); // with object storage, this node's copy may be behind
  const hasMapComponent =
    ctx.repos.exists(project.id) &&
    (await readIfAny(new ProjectWorkspace(ctx.repos.dir(project.id)), MAP_VIEW_PATH)) !== null;
  return {
    ...project.integrations.mapbox,
    projectToken: tokenInfo(own),
    instanceToken: tokenInfo(ctx.env.mapbox.token),
    tiles: bundleToken(own, ctx.env) ? 'mapbox' : 'offline',
    hasMapComponent,
  };
}

/**
 * Puts Kiln's map into the app, or brings its config up to date: the component and its type
 * declaration when missing (an edited component is kept), the config with the public token the bundle
 * may carry (never a secret one), the packages in package.json. One commit, built and made current,
 * like any edit; when it does not build, the live version stays. A project without a version yet is
 * left alone: its first run writes its files. `onlyIfPresent`: only an app that has the map is changed.
 */
export async function writeMapIntoApp(
  ctx: AppContext,
  project: ProjectRow,
  { onlyIfPresent = false }: { onlyIfPresent?: boolean } = {},
): Promise<void> {
  const current = project.currentCommitHash;
  await ctx.repos.sync(project.id);
  if (!current || !ctx.repos.exists(project.id)) return;
  const slot = await ctx.runs.reserve(project.id);
  if (!slot) throw AppError.conflict(RUN_IN_PROGRESS);
  let written = false;
  try {
    if ((await ctx.repos.head(project.id)) !== current) await ctx.repos.switchTo(project.id, current);
    const workspace = new ProjectWorkspace(ctx.repos.dir(project.id));
    const token = bundleToken(await ctx.secrets.reveal(project.id, MAPBOX_TOKEN_SECRET), ctx.env);
    const hasComponent = (await readIfAny(workspace, MAP_VIEW_PATH)) !== null;
    if (onlyIfPresent && !hasComponent) return;
    for (const file of mapKitFiles(token)) {
      const existing = await readIfAny(workspace, file.path);
      if (existing !== null && (file.path !== MAP_CONFIG_PATH || existing === file.content)) continue;
      written = true;
      await workspace.writeFile(file.path, file.content);
    }
    const manifest = JSON.parse(await workspace.readFile('package.json')) as {
      dependencies?: Record<string, string>;
    };
    const missing = Object.entries(MAP_PACKAGES).filter(([name]) => !manifest.dependencies?.[name]);
    if (missing.length > 0) {
      written = true;
      manifest.dependencies = Object.fromEntries(
        [...Object.entries(manifest.dependencies ?? {}), ...missing].sort(([a], [b]) => a.localeCompare(b)),
      );
      await workspace.writeFile('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
    }
    if (!written) return;
    const message = hasComponent
      ? `Use ${token ? "Mapbox's streets" : "Kiln's offline world map"} in the map`
      : 'Add the map component (MapLibre, works offline)';
    const published = await ctx.engine.commitAndPublish(project.id, message);
    if (!published) return;
    if (!published.ok) {
      throw AppError.validation(
        `The app did not build with the map, so the current version stays live.\n${formatErrors(published.errors)}`,
      );
    }
    written = false;
    await ctx.engine.makeCurrent(project.id, published.commitHash);
  } finally {
    if (written) await ctx.repos.switchTo(project.id, current);
    slot.release();
  }
}

async function readIfAny(workspace: ProjectWorkspace, file: string): Promise<string | null> {
  return workspace.readFile(file).catch(() => null);
}
