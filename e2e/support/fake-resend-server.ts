// The fake Resend of the integration tests (apps/server/src/integrations/resend/testing) as a process
// of its own, started by the e2e config before Kiln, which reaches it through RESEND_BASE_URL.
import { startFakeResend } from '../../apps/server/src/integrations/resend/testing/fake-resend';

const port = Number(process.env.FAKE_RESEND_PORT);
if (!port) throw new Error('FAKE_RESEND_PORT is required');

const fake = await startFakeResend({ port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake Resend listening on ${fake.url}`);
