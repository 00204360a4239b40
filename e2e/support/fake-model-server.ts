// A local model server for the e2e suite, as a process of its own: the integration tests' fake
// OpenAI-compatible server (apps/server/src/models/testing), which Kiln reaches as its "local" model
// through OPENAI_BASE_URL. Every answer starts, then stalls until Kiln lets go of it: a slow model,
// for the flows that need a run in progress (Stop). The offline model stays the default.
import { startFakeOpenAI } from '../../apps/server/src/models/testing/fake-openai';
import { FAKE_MODEL } from './model';

const port = Number(process.env.FAKE_MODEL_PORT);
if (!port) throw new Error('FAKE_MODEL_PORT is required');

const fake = await startFakeOpenAI({ apiKey: null, model: FAKE_MODEL }, port);
fake.script(
  Array.from({ length: 1_000 }, () => ({
    events: [
      { type: 'text' as const, chunks: ['Reading ', 'your project', '…'] },
      { type: 'stall' as const },
    ],
    usage: { input: 1, output: 1 },
  })),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
console.log(`fake model server listening on ${fake.url}`);
