import type {
  IntegrationCatalogueEntry,
  IntegrationCatalogueStatus,
  IntegrationCategory,
} from '@kiln/contracts';
import type { ProjectRow } from '../db/schema';
import type { Env } from '../env';
import { isAiEnabled } from './ai/service';

interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  isAi?: boolean;
  /** Its state for this project on this instance; absent while the integration is not built. */
  status?: (project: ProjectRow, env: Env) => IntegrationCatalogueStatus;
}

/**
 * Every integration Kiln knows (seed 000 §2's catalogue), in the order the dialog lists them. An
 * entry is "coming soon" only while it is truly not built; the rest say what they are for this
 * project: connected, available, or not set up on this instance.
 */
const CATALOGUE: readonly CatalogueItem[] = [
  {
    id: 'supabase',
    name: 'Supabase',
    description: 'A Postgres database with sign-in and storage, on your own Supabase account.',
    category: 'database_storage',
    status: (project, env) =>
      project.integrations.supabase.ref ? 'connected' : env.supabase.oauth ? 'available' : 'not_configured',
  },
  {
    id: 'firebase',
    name: 'Firebase',
    description: 'Firestore for data and Firebase Authentication for sign-in.',
    category: 'database_storage',
    // Needs nothing of the instance: the owner brings the project's own keys.
    status: ({ integrations: { firebase } }) =>
      firebase.database || firebase.auth ? 'connected' : 'available',
  },
  {
    id: 'github',
    name: 'GitHub',
    description: "Push the project's code to a repository of yours and keep it in sync.",
    category: 'development',
    status: (project, env) =>
      project.githubRepoUrl ? 'connected' : env.githubApp ? 'available' : 'not_configured',
  },
  {
    id: 'resend',
    name: 'Resend',
    description: 'Send email from your app: contact forms, confirmations and receipts.',
    category: 'development',
    // Premium only, needing nothing of the instance: without it, site email lands in the inbox.
    status: (project) => (project.integrations.resend.enabled ? 'connected' : 'available'),
  },
  {
    id: 'mapbox',
    name: 'Mapbox',
    description: 'Interactive maps, search for places and directions.',
    category: 'development',
    // Needs no account: without a token the app's map draws Kiln's bundled offline world map.
    status: (project) => (project.integrations.mapbox.enabled ? 'connected' : 'available'),
  },
  {
    id: 'ai',
    name: 'AI models',
    description: 'Chat, text and image generation inside your app, without handling API keys.',
    category: 'development',
    isAi: true,
    status: (project) => (isAiEnabled(project.integrations) ? 'connected' : 'available'),
  },
  {
    id: 'analytics',
    name: 'Kiln Analytics',
    description: 'Page views, visitors and time on site of your deployed app, without cookies.',
    category: 'analytics',
    status: (project) => (project.deployedCommitHash ? 'connected' : 'available'),
  },
];

/** The catalogue as `/api/integrations/list` answers it for one project. */
export function catalogueFor(project: ProjectRow, env: Env): IntegrationCatalogueEntry[] {
  return CATALOGUE.map(({ status, isAi = false, ...item }) => ({
    ...item,
    isAi,
    status: status ? status(project, env) : 'coming_soon',
  }));
}
