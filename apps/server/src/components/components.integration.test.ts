import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  calls,
  parseMessageContent,
  type ServerToClientEvents,
} from '@kiln/contracts';
import { type Browser, chromium } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let port: number;
let browser: Browser;
let owner: TestUser;
let stranger: TestUser;
let componentId: string;
let appId: string;

const CARD = 'src/components/pricing-card/pricing-card.tsx';

async function project(webId: string, as: TestUser = owner) {
  // A component project is read on its `/api/webComponent/get` twin (the web path answers 404).
  const component = webId === componentId;
  return (await call(t.app, calls.getProject, { webId }, as, { component })).body.data;
}

async function history(webId: string) {
  return (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data as {
    _id: string;
    role: string;
    content: string;
    commitHash: string | null;
  }[];
}

async function fileAt(projectId: string, commit: string, path: string) {
  const tree = await t.ctx.repos.readTree(projectId, commit);
  return tree.find((file) => file.path === path)?.content ?? null;
}

function useComponent(webId: string, id: string, as: TestUser = owner, mode: 'build' | 'chat' = 'build') {
  return call(
    t.app,
    calls.sendChatMessage,
    {
      webId,
      messages: [{ role: 'user', content: 'Use the component “Pricing Card” in this project.' }],
      mode,
      componentId: id,
      currentNavigationUrl: '/',
    },
    as,
    // A component project's chat is its `/api/webComponent/chat/messages` twin (issue 22 §5).
    { component: webId === componentId },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', `--host-resolver-rules=MAP *.${t.ctx.env.previewDomain} 127.0.0.1`],
  });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  componentId = (
    await call(
      t.app,
      calls.createProject,
      { prompt: 'A pricing card for my plans', platform: 'component' },
      owner,
    )
  ).body.data._id;
  appId = (await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery in Porto' }, owner))
    .body.data._id;
  await t.ctx.runs.drain();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t.close();
});

describe('a component project', () => {
  it('writes its component in src/components/ and a showcase page that renders it', async () => {
    const component = await project(componentId);
    expect(component).toMatchObject({
      phase: 'COMPLETE',
      platform: 'component',
      projectName: 'Pricing Card',
    });
    const card = await fileAt(componentId, component.currentCommitHash, CARD);
    expect(card).toContain('export function PricingCard(');
    const page = await fileAt(componentId, component.currentCommitHash, 'src/pages/Index.tsx');
    expect(page).toContain("import { PricingCard } from '@/components/pricing-card/pricing-card';");
    expect(page).toContain('<PricingCard isHighlighted />');
  });

  it('is listed in its owner’s Components tab, and only there', async () => {
    const mine = await call(t.app, calls.listComponents, { webId: appId }, owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ _id: componentId, projectName: 'Pricing Card', phase: 'COMPLETE' }),
    ]);
    expect(mine.body.data[0].link).toMatch(/\.preview\./);
    expect((await call(t.app, calls.listComponents, { webId: componentId }, owner)).body.data).toEqual([]);
    expect((await call(t.app, calls.listComponents, {}, stranger)).body.data).toEqual([]);
    expect((await call(t.app, calls.listComponents, {}, null)).status).toBe(401);
  });
});

describe('using a component in a project', () => {
  it('copies its files in INTEGRATE_COMPONENT, places it on the page, commits, builds and renders clean', async () => {
    const before = await project(appId);
    const versionsBefore = (await call(t.app, calls.listVersions, { webId: appId }, owner)).body.data.length;
    type S = Socket<ServerToClientEvents, ClientToServerEvents>;
    const socket: S = io(`http://127.0.0.1:${port}`, {
      auth: { webId: appId, token: owner.token },
      transports: ['websocket'],
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const statuses: string[] = [];
    socket.on('project:status', (event) => statuses.push(event.step));

    const res = await useComponent(appId, componentId);
    expect(res.status).toBe(200);
    await t.ctx.runs.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.disconnect();
    expect(statuses).toEqual([
      'INTEGRATE_COMPONENT',
      'RUN_LLM_EDIT',
      'BUILD_PROJECT',
      'UPLOAD_LATEST_CODE',
      'COMPLETE',
    ]);

    const after = await project(appId);
    expect(after).toMatchObject({ phase: 'COMPLETE', errorCount: 0 });
    expect(after.currentCommitHash).not.toBe(before.currentCommitHash);
    const component = await project(componentId);
    expect(await fileAt(appId, after.currentCommitHash, CARD)).toBe(
      await fileAt(componentId, component.currentCommitHash, CARD),
    );
    expect(await fileAt(appId, after.currentCommitHash, 'src/pages/Index.tsx')).toContain(
      "import { PricingCard } from '@/components/pricing-card/pricing-card';",
    );
    // The showcase page stays in the component project.
    expect(await fileAt(appId, after.currentCommitHash, 'src/pages/Index.tsx')).not.toContain('USAGE');
    expect((await call(t.app, calls.listVersions, { webId: appId }, owner)).body.data).toHaveLength(
      versionsBefore + 1,
    );

    const reply = (await history(appId)).find((m) => m._id === res.body.data.lastMessageId);
    expect(reply?.commitHash).toBe(after.currentCommitHash);
    const parts = parseMessageContent(reply?.content ?? '');
    expect(parts.some((part) => part.type === 'code_error' || part.type === 'build_failed')).toBe(false);
    // The file_changes parts name each write as it happens, each file once (issue 18 §5).
    const listed = parts.flatMap((part) =>
      part.type === 'file_changes' ? part.files.map((file) => file.path) : [],
    );
    expect(listed).toEqual(expect.arrayContaining([CARD, 'src/pages/Index.tsx']));
    expect(listed).toHaveLength(new Set(listed).size);
    // The stored message is what the user sent; the brief went to the model only.
    const sent = (await history(appId)).filter((m) => m.role === 'user').at(-1);
    expect(sent?.content).toBe('Use the component “Pricing Card” in this project.');

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const url = new URL(after.link);
    url.port = String(port);
    await page.goto(url.toString(), { waitUntil: 'load' });
    await page.getByText('Everything a growing team needs.').waitFor();
    expect(await page.getByRole('button', { name: 'Get started' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('refuses a component project of another user, as if it did not exist, storing nothing', async () => {
    const theirs = (
      await call(
        t.app,
        calls.createProject,
        { prompt: 'A testimonial card', platform: 'component' },
        stranger,
      )
    ).body.data._id;
    await t.ctx.runs.drain();
    const count = (await history(appId)).length;
    const res = await useComponent(appId, theirs);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'not_found', message: 'Component not found' });
    expect((await useComponent(appId, 'no-such-project')).status).toBe(404);
    expect((await history(appId)).length).toBe(count);
    expect((await project(appId)).phase).toBe('COMPLETE');
  }, 60_000);

  it('refuses a web project, the project itself, chat mode and a stranger’s send', async () => {
    expect((await useComponent(componentId, appId)).status).toBe(404);
    const self = await useComponent(componentId, componentId);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A component project cannot use itself.');
    const chat = await useComponent(appId, componentId, owner, 'chat');
    expect(chat.status).toBe(400);
    expect(chat.body.message).toBe('Switch to build mode to add a component.');
    expect((await useComponent(appId, componentId, stranger)).status).toBe(403);
  });
});
