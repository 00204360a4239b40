import type { FirebaseIntegration } from '@kiln/contracts';
import type { AppContext } from '../../context';
import { ProjectWorkspace } from '../../pipeline/tools/workspace';

/** Where the client goes, beside Supabase's: `import { auth } from '@/integrations/firebase/client'`. */
export const FIREBASE_CLIENT_PATH = 'src/integrations/firebase/client.ts';
/** The web SDK: in Kiln's shared store (templates/integration-packages), so no install is needed. */
export const FIREBASE_JS = { name: 'firebase', range: '^13.2.0' } as const;

/**
 * The client module. Only the web config goes into the app: it is public by Firebase's design
 * (security rules decide what it may read or write). The service account never does.
 */
export function firebaseClientSource(firebase: FirebaseIntegration): string | null {
  if (!firebase.client) return null;
  const { apiKey, authDomain, projectId, storageBucket, messagingSenderId, appId } = firebase.client;
  const config = { apiKey, authDomain, projectId, storageBucket, messagingSenderId, appId };
  return [
    '// Written by Kiln when Firebase was connected. The web config is public by design: Firebase',
    '// security rules decide what it may read and write. Never put a service account key in the app.',
    "import { initializeApp } from 'firebase/app';",
    ...(firebase.auth ? ["import { getAuth } from 'firebase/auth';"] : []),
    ...(firebase.database ? ["import { getFirestore } from 'firebase/firestore';"] : []),
    '',
    `const firebaseConfig = ${JSON.stringify(config, null, 2)};`,
    '',
    'export const app = initializeApp(firebaseConfig);',
    ...(firebase.auth ? ['export const auth = getAuth(app);'] : []),
    ...(firebase.database ? ['export const db = getFirestore(app);'] : []),
    '',
  ].join('\n');
}

/**
 * Writes the client and the `firebase` dependency into the app as one version, without a model,
 * the way a visual edit is (the run slot held, from the version the preview shows, built, then made
 * current). False when there was nothing to write (no web config, no version yet, the same client)
 * or the run slot was taken; a version that does not build leaves the live one as it was.
 */
export async function writeFirebaseClient(
  ctx: AppContext,
  projectId: string,
  firebase: FirebaseIntegration,
): Promise<boolean> {
  const source = firebaseClientSource(firebase);
  const project = await ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, projectId) });
  const current = project?.currentCommitHash;
  await ctx.repos.sync(projectId); // with object storage, this node's copy may be behind
  if (!source || !current || !ctx.repos.exists(projectId)) return false;
  const slot = await ctx.runs.reserve(projectId);
  if (!slot) return false;
  let written = false;
  try {
    if ((await ctx.repos.head(projectId)) !== current) await ctx.repos.switchTo(projectId, current);
    const workspace = new ProjectWorkspace(ctx.repos.dir(projectId));
    const manifest = JSON.parse(await workspace.readFile('package.json')) as {
      dependencies?: Record<string, string>;
    };
    written = true;
    await workspace.writeFile(FIREBASE_CLIENT_PATH, source);
    if (manifest.dependencies?.[FIREBASE_JS.name] === undefined) {
      manifest.dependencies = { ...manifest.dependencies, [FIREBASE_JS.name]: FIREBASE_JS.range };
      await workspace.writeFile('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
    }
    const parts = [firebase.database && 'Firestore', firebase.auth && 'Auth'].filter(Boolean).join(' and ');
    const published = await ctx.engine.commitAndPublish(projectId, `Connect Firebase (${parts})`);
    if (!published?.ok) {
      if (published) await ctx.repos.switchTo(projectId, current);
      return false;
    }
    written = false;
    await ctx.engine.makeCurrent(projectId, published.commitHash);
    return true;
  } catch (err) {
    if (written) await ctx.repos.switchTo(projectId, current);
    throw err;
  } finally {
    slot.release();
  }
}
