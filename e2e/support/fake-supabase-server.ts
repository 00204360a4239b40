// The fake Supabase of the integration tests (apps/server/src/integrations/supabase/testing) as a
// process of its own, started by the e2e config before Kiln, which reaches it through SUPABASE_API_URL.
import {
  FAKE_SUPABASE_CLIENT,
  startFakeSupabase,
} from '../../apps/server/src/integrations/supabase/testing/fake-supabase';

const port = Number(process.env.FAKE_SUPABASE_PORT);
if (!port) throw new Error('FAKE_SUPABASE_PORT is required');

const fake = await startFakeSupabase({ ...FAKE_SUPABASE_CLIENT, port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake Supabase listening on ${fake.url}`);
