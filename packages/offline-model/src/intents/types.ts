import type { IntegrationType } from '@kiln/contracts';
import type { AppSpec } from '../app-spec';
import type { Conversation } from '../conversation';
import type { FileView } from '../file-view';

export const INTENT_IDS = [
  'fix-error',
  'nudge-follow-up',
  'replace-text',
  'change-heading',
  'rename-app',
  'colours',
  'add-section',
  'add-map',
  'remove-section',
  'add-page',
  'dark-mode',
  'responsive',
  'replace-image',
  'apply-assets',
  'use-component',
  'supabase-connected',
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

export type IntentContext = {
  view: FileView;
  conversation: Conversation;
  /**
   * What the app is about, from its first prompt when the history has it; the name comes from
   * `set_project_name` or `index.html`'s title. Undefined while index.html has not been read.
   */
  spec(): AppSpec | undefined;
  /** The app has Supabase's client: `write_migration` is among the tools. */
  canWriteMigrations: boolean;
};

export type IntentOutcome =
  /** Files must be read first (they are in `view.wanted`). */
  | { status: 'need' }
  | {
      status: 'done';
      /** One sentence per change, for the summary and the thinking. */
      summary: string;
      commit: string;
      suggestions?: string[];
      /** SQL migrations for the linked Supabase (`write_migration`). */
      migrations?: { name: string; sql: string }[];
      /** Integrations the change needs the owner to turn on (`nudge_integration`, a card in the chat). */
      nudges?: { integration: IntegrationType; reason: string }[];
    }
  /** Nothing to change: an honest explanation instead (no commit). */
  | { status: 'cannot'; reply: string };

export const NEED: IntentOutcome = { status: 'need' };

export type Recognised = {
  id: IntentId;
  /** What the model will do, in words ("change the primary colour to blue"). */
  label: string;
  /** Run with what is known; called again each step with more files read. Must be deterministic. */
  plan(context: IntentContext): IntentOutcome;
};

export type Intent = {
  id: IntentId;
  /** Sees the user's message; null when it is not this intent. */
  recognise(text: string): Recognised | null;
};
