import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeModelServer } from '../models/testing/script';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { call, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * A first run starts the model beside the project's setup (a real model's first tokens take longer
 * than the setup): the model's tools wait for the project's files, and the phases stay in order.
 */

const PAGE = `export default function Index() {
  return <main className="p-8"><h1>Crumb, a bakery in Porto</h1></main>;
}
`;

let app: AnthropicTestApp;
let fake: FakeModelServer<unknown>;
let t: TestApp;
let owner: TestUser;
/** What the project's viewers were told, in order: phases (`step`) and sub-phases. */
let told: string[];

beforeAll(async () => {
  app = await createAnthropicTestApp();
  ({ t, fake } = app);
  owner = await signUp(t.app);
  const emit = t.realtime.emitToProject.bind(t.realtime);
  t.realtime.emitToProject = (id, event, payload) => {
    if (event === 'project:status') told.push((payload as { step: string }).step);
    if (event === 'project:subphase') told.push(`sub:${(payload as { subPhase: string }).subPhase}`);
    emit(id, event, payload);
  };
});
afterAll(() => app.close());

function scriptOneWrite() {
  const usage = { input: 900, output: 60 };
  fake.script([
    {
      events: [{ type: 'tool', name: 'write_file', input: { path: 'src/pages/Index.tsx', content: PAGE } }],
      usage,
    },
    { events: [{ type: 'text', chunks: ['I wrote the home page.'] }], usage },
  ]);
}

describe('the first run', () => {
  it('asks the model while the project is set up; its write lands in the set-up project', async () => {
    told = [];
    scriptOneWrite();
    // The setup starts only once the model has been asked: a run that asked it after the setup
    // would wait here until the deadline and fail below.
    const setUp = t.ctx.engine.setupRepository.bind(t.ctx.engine);
    let askedFirst = false;
    t.ctx.engine.setupRepository = async (...args) => {
      const deadline = Date.now() + 10_000;
      while (fake.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      askedFirst = fake.requests.length > 0;
      return setUp(...args);
    };
    try {
      const webId = (await call(t.app, calls.createProject, { prompt: 'A page for Crumb' }, owner)).body.data
        ._id;
      await t.ctx.runs.drain();
      expect(askedFirst).toBe(true);
      const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
      expect(project.phase).toBe('COMPLETE');
      // The system prompt listed the starter's files, as the project has them.
      const system = JSON.stringify((fake.requests[0]?.body as { system?: unknown } | null)?.system);
      for (const file of ['src/App.tsx', 'src/pages/Index.tsx', 'package.json'])
        expect(system).toContain(`- ${file}`);
      expect(system).not.toContain('biome.json');
      expect(fake.problems).toEqual([]);
      // Phases in order; the write's sub-phase only once RUN_LLM_EDIT began.
      expect(told.filter((step) => !step.startsWith('sub:'))).toEqual([
        'PROMPT',
        'CLONE_AND_SETUP_REPO',
        'INSTALL_DEPENDENCIES',
        'BUILD_INITIAL_PROJECT',
        'UPLOAD_TO_S3',
        'RUN_LLM_EDIT',
        'BUILD_PROJECT',
        'UPLOAD_LATEST_CODE',
        'COMPLETE',
      ]);
      expect(told.indexOf('sub:TESTING')).toBeGreaterThan(told.indexOf('RUN_LLM_EDIT'));
      const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data as unknown[];
      expect(versions).toHaveLength(2);
      const page = await readFile(path.join(t.ctx.repos.dir(webId), 'src/pages/Index.tsx'), 'utf8');
      expect(page).toBe(PAGE);
    } finally {
      t.ctx.engine.setupRepository = setUp;
    }
  });

  it('ends FAILED when the setup fails while the model runs, no sub-phase after it', async () => {
    told = [];
    scriptOneWrite();
    // Repositories cannot be created: the data dir's `repos` is a file.
    const repos = path.join(t.dataDir, 'repos');
    await t.ctx.runs.drain();
    await rm(repos, { recursive: true, force: true });
    await writeFile(repos, 'not a folder');
    try {
      const webId = (await call(t.app, calls.createProject, { prompt: 'A page for Crumb' }, owner)).body.data
        ._id;
      await t.ctx.runs.drain();
      const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
      expect(project.phase).toBe('FAILED');
      expect(told.at(-1)).toBe('FAILED');
      expect(told.filter((step) => step.startsWith('sub:'))).toEqual([]);
      const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data as {
        role: string;
      }[];
      expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    } finally {
      await rm(repos, { force: true });
    }
  });
});
