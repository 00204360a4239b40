import {
  type HasSentIntentMessage,
  type Integrations,
  type IntegrationType,
  MESSAGES,
} from '@kiln/contracts';

/** How a nudge card names each integration (seed 000 §3 subtypes). */
export const INTEGRATION_INFO: Record<IntegrationType, { name: string; description: string }> = {
  mapbox: { name: 'Mapbox', description: 'Interactive maps, directions and location search.' },
  ai: { name: 'AI models', description: 'Chat, summaries and image generation inside your app.' },
  supabase: { name: 'Supabase', description: 'A Postgres database with sign-in and file storage.' },
  firebase_database: { name: 'Firebase Firestore', description: 'A realtime document database.' },
  firebase_auth: { name: 'Firebase Authentication', description: 'Sign-in with email, Google and more.' },
};

export type NudgeState = 'open' | 'connected' | 'denied';

export function isIntegrationConnected(type: IntegrationType, integrations: Integrations): boolean {
  switch (type) {
    case 'mapbox':
      return integrations.mapbox.enabled;
    case 'ai':
      return Object.values(integrations.ai).some((item) => item.enabled);
    case 'supabase':
      return integrations.supabase.ref !== null;
    case 'firebase_database':
      return integrations.firebase.database;
    case 'firebase_auth':
      return integrations.firebase.auth;
  }
}

/** Seed 000 §4: each nudge ends connected or rejected ('Not Now', stored as denied). */
export function nudgeState(
  type: IntegrationType,
  project: { integrations: Integrations; hasSentIntentMessage: HasSentIntentMessage },
): NudgeState {
  if (isIntegrationConnected(type, project.integrations)) return 'connected';
  return project.hasSentIntentMessage[type].denied ? 'denied' : 'open';
}

/**
 * Seed 000 §4: once every nudge of a message is answered, the chat carries on by itself: 'Continue'
 * when none was connected, 'Apply Added Integrations' otherwise. Null while one is still open.
 */
export function nudgeFollowUp(
  types: readonly IntegrationType[],
  project: { integrations: Integrations; hasSentIntentMessage: HasSentIntentMessage },
): string | null {
  if (types.length === 0) return null;
  const states = types.map((type) => nudgeState(type, project));
  if (states.includes('open')) return null;
  return states.includes('connected') ? MESSAGES.NUDGE_APPLY : MESSAGES.NUDGE_CONTINUE;
}
