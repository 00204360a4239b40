import { calls, KNOWLEDGE_BASE_MAX } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { call, signUp, type TestUser } from '../test/test-app';

/**
 * The project knowledge (settings → General): the owner's standing instructions, saved with
 * `POST /api/web/knowledge-base` and read by the assistant before every turn — through the real
 * `@ai-sdk/anthropic` client, so the test sees the very request the model gets.
 */

const usage = { input: 100, output: 10 };
const KNOWLEDGE = 'Always write prices in euros, and never use the colour purple.';

let app: AnthropicTestApp;
let owner: TestUser;
let stranger: TestUser;
let webId: string;

beforeAll(async () => {
  app = await createAnthropicTestApp();
  owner = await signUp(app.t.app);
  stranger = await signUp(app.t.app);
  app.fake.script([{ events: [{ type: 'text', chunks: ['Here is your shop.'] }], usage }]);
  webId = (await call(app.t.app, calls.createProject, { prompt: 'A tea shop called Leaf' }, owner)).body.data
    ._id;
  await app.t.ctx.runs.drain();
}, 120_000);
afterAll(() => app.close());

describe('POST /api/web/knowledge-base', () => {
  it("is saved by the owner, shown to the owner only, and read by the assistant's next turn", async () => {
    const saved = await call(
      app.t.app,
      calls.updateKnowledgeBase,
      { webId, knowledgeBase: `  ${KNOWLEDGE}\n` },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ knowledgeBase: KNOWLEDGE });
    expect((await call(app.t.app, calls.getProject, { webId }, owner)).body.data.knowledgeBase).toBe(
      KNOWLEDGE,
    );
    expect((await call(app.t.app, calls.getProject, { webId }, stranger)).body.data.knowledgeBase).toBe('');

    app.fake.script([{ events: [{ type: 'text', chunks: ['Prices are in euros now.'] }], usage }]);
    const before = app.fake.requests.length;
    await call(
      app.t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Show the prices' }] },
      owner,
    );
    await app.t.ctx.runs.drain();
    const asked = JSON.stringify(app.fake.requests.slice(before));
    expect(asked).toContain("The project owner's custom instructions");
    expect(asked).toContain(KNOWLEDGE);
  }, 120_000);

  it('is refused to anyone but the owner, and past its length with the message', async () => {
    const refused = await call(
      app.t.app,
      calls.updateKnowledgeBase,
      { webId, knowledgeBase: 'Mine now' },
      stranger,
    );
    expect(refused.status).toBe(403);
    const signedOut = await call(app.t.app, calls.updateKnowledgeBase, { webId, knowledgeBase: 'x' }, null);
    expect(signedOut.status).toBe(401);
    const long = await call(
      app.t.app,
      calls.updateKnowledgeBase,
      { webId, knowledgeBase: 'x'.repeat(KNOWLEDGE_BASE_MAX + 1) },
      owner,
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(
      `Keep the knowledge base under ${KNOWLEDGE_BASE_MAX} characters`,
    );
    expect((await call(app.t.app, calls.getProject, { webId }, owner)).body.data.knowledgeBase).toBe(
      KNOWLEDGE,
    );
  });
});
