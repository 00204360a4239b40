import { parseSupabaseBrief, SUPABASE_CLIENT_PATH } from '@kiln/contracts';
import { REAL_MODEL } from './nudge-follow-up';
import type { Intent } from './types';

/**
 * Kiln's own brief after INTEGRATE_SUPABASE (`buildSupabaseBrief`, @kiln/contracts): the client is
 * already written. The offline model says so and what it cannot do: it writes no code that queries
 * the database.
 */
export const supabaseConnectedIntent: Intent = {
  id: 'supabase-connected',
  recognise(text) {
    const name = parseSupabaseBrief(text);
    if (name === null) return null;
    return {
      id: 'supabase-connected',
      label: 'say that Supabase is connected',
      plan: () => ({
        status: 'cannot',
        reply:
          `The Supabase database “${name}” is connected: its client is in \`${SUPABASE_CLIENT_PATH}\`, ` +
          "ready for `import { supabase } from '@/integrations/supabase/client'`. The built-in offline model " +
          `cannot write the code that uses it (tables, queries, sign-in), so nothing else changed.\n\n${REAL_MODEL}`,
      }),
    };
  },
};
