import { calls, parseMessageContent } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../git/git';
import type { FakeModelServer } from '../models/testing/script';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { call, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 4 point 7 through a whole run, with a real provider package against a fake Anthropic server:
 * the model's first edit does not build, the checks send the errors back, the model's fix passes.
 * The run ends COMPLETE on one new version — the fixed tree, never the broken one (the commit
 * written while the failing checks ran is dropped).
 */

const BROKEN = `export default function Index() {
  return (
    <main className="p-8">
      <h1>Crumb</h1>
  );
}
`;
const FIXED = `export default function Index() {
  return (
    <main className="p-8">
      <h1>Crumb, a bakery in Porto</h1>
    </main>
  );
}
`;

let app: AnthropicTestApp;
let fake: FakeModelServer<unknown>;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  app = await createAnthropicTestApp();
  ({ t, fake } = app);
  owner = await signUp(t.app);
});
afterAll(() => app.close());

describe('automatic fixing', () => {
  it('sends the failed checks back to the model and publishes only the tree that passes', async () => {
    const usage = { input: 900, output: 60 };
    fake.script([
      {
        events: [
          { type: 'tool', name: 'write_file', input: { path: 'src/pages/Index.tsx', content: BROKEN } },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['I wrote the home page.'] }], usage },
      {
        events: [
          { type: 'tool', name: 'write_file', input: { path: 'src/pages/Index.tsx', content: FIXED } },
        ],
        usage,
      },
      { events: [{ type: 'text', chunks: ['I closed the <main> element.'] }], usage },
    ]);

    const created = await call(
      t.app,
      calls.createProject,
      { prompt: 'A page for Crumb, a bakery in Porto' },
      owner,
    );
    const webId = created.body.data._id as string;
    await t.ctx.runs.drain();

    expect(fake.problems).toEqual([]);
    expect(fake.pending).toBe(0);
    // The third request carries the errors of the failed checks as the fix prompt.
    expect(JSON.stringify(fake.requests[2]?.body)).toContain('automatic fix attempt 1');
    expect(JSON.stringify(fake.requests[2]?.body)).toContain('src/pages/Index.tsx');

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect([project.phase, project.errorCount]).toEqual(['COMPLETE', 1]);
    const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data as {
      content: string;
      commitHash: string | null;
    }[];
    const reply = history.at(-1);
    const parts = parseMessageContent(reply?.content ?? '');
    expect(parts).toContainEqual(
      expect.objectContaining({ type: 'code_error', filename: 'src/pages/Index.tsx' }),
    );
    expect(parts.some((part) => part.type === 'build_failed')).toBe(false);

    // One version beyond the template's, holding the fix; the broken tree was never committed.
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data as {
      commitHash: string;
    }[];
    expect(versions).toHaveLength(2);
    expect(reply?.commitHash).toBe(project.currentCommitHash);
    const dir = t.ctx.repos.dir(webId);
    expect((await git(dir, ['rev-parse', 'HEAD'])).trim()).toBe(project.currentCommitHash);
    expect(await git(dir, ['show', `${project.currentCommitHash}:src/pages/Index.tsx`])).toBe(FIXED);
    expect((await git(dir, ['rev-list', '--count', 'HEAD'])).trim()).toBe('2');
    const versionRefs = (await git(dir, ['for-each-ref', '--format=%(objectname)', 'refs/kiln/versions/']))
      .trim()
      .split('\n');
    expect(versionRefs.sort()).toEqual(versions.map((v) => v.commitHash).sort());
  });
});
