import { MESSAGES } from '@kiln/contracts';
import { recipeMigration } from '../recipes/supabase-tables';
import { type Intent, NEED } from './types';

export const REAL_MODEL =
  'To have the assistant wire an integration into the code, configure a real model (ANTHROPIC_API_KEY, OPENAI_API_KEY, or OPENAI_BASE_URL + KILN_MODEL) and restart Kiln.';

/**
 * The messages the workspace sends by itself once every integration nudge of a reply is answered
 * (seed 000 §4): 'Continue' when none was connected, 'Apply Added Integrations' otherwise. The
 * offline model answers both honestly and changes nothing: it writes no integration code.
 */
export const nudgeFollowUpIntent: Intent = {
  id: 'nudge-follow-up',
  recognise(text) {
    const message = text.trim();
    if (message === MESSAGES.NUDGE_CONTINUE) {
      return {
        id: 'nudge-follow-up',
        label: 'carry on without the integration',
        plan: () => ({
          status: 'cannot',
          reply:
            'No problem — the app stays as it is, without that integration. Tell me what to change next: colours, text, sections, pages, dark mode or the layout on phones.',
        }),
      };
    }
    if (message === MESSAGES.NUDGE_APPLY) {
      return {
        id: 'nudge-follow-up',
        label: 'apply the added integrations',
        plan: (context) => {
          if (context.canWriteMigrations) {
            const spec = context.spec();
            if (!spec) return NEED;
            const migration = recipeMigration(spec.recipe);
            if (migration) {
              const tables = migration.tables.join(', ');
              return {
                status: 'done',
                summary:
                  `Supabase is connected, so I wrote the database migration for ${tables}: row-level security is on, ` +
                  'and its policies keep each signed-in user to their own rows. Approve it below to create ' +
                  `the table in your database.\n\nThe built-in offline model cannot move the app's code from the ` +
                  `browser's storage to Supabase (sign-in, queries). ${REAL_MODEL}`,
                commit: `Add the ${tables} table migration`,
                migrations: [{ name: migration.name, sql: migration.sql }],
              };
            }
          }
          return {
            status: 'cannot',
            reply: `The integration is connected to this project, but the built-in offline model cannot write the code that uses it (clients, queries, maps or AI calls), so I haven't changed anything.\n\n${REAL_MODEL}`,
          };
        },
      };
    }
    return null;
  },
};
