import type { DatabaseProvider } from './constants';
import type { Integrations } from './entities/integrations';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages';

/** What is being connected: Supabase, or one of Firebase's two parts. */
export type DatabaseConnection =
  | { provider: 'Supabase' }
  | { provider: 'Firebase'; part: 'database' | 'auth' };

const OTHER: Record<DatabaseProvider, DatabaseProvider> = { Supabase: 'Firebase', Firebase: 'Supabase' };

function isConnected(integrations: Integrations, provider: DatabaseProvider): boolean {
  return provider === 'Supabase'
    ? integrations.supabase.ref !== null
    : integrations.firebase.database || integrations.firebase.auth;
}

function wasUsed(integrations: Integrations, provider: DatabaseProvider): boolean {
  return provider === 'Supabase' ? integrations.supabase.wasEnabled : integrations.firebase.wasEnabled;
}

/**
 * Seed 000 §5 and seed 002 §5, the one-database rule: a project connects one database provider, and
 * one it used before locks the choice. The refusal's message, or null when the connection may go
 * ahead. The server enforces it (409); both dialogs show it before anyone clicks.
 */
export function databaseRuleRefusal(integrations: Integrations, wanted: DatabaseConnection): string | null {
  const other = OTHER[wanted.provider];
  if (isConnected(integrations, other)) return MESSAGE_TEMPLATES.alreadyConnected(other);
  if (wasUsed(integrations, other)) return MESSAGE_TEMPLATES.previouslyUsing(other);
  if (wanted.provider === 'Firebase') {
    if (wanted.part === 'database' && integrations.firebase.database) {
      return MESSAGES.FIREBASE_DATABASE_ALREADY_CONNECTED;
    }
    if (wanted.part === 'auth' && integrations.firebase.auth) return MESSAGES.FIREBASE_AUTH_ALREADY_CONNECTED;
  }
  return null;
}
