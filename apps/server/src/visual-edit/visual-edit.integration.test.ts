import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CallBody, calls, MESSAGES } from '@kiln/contracts';
import { tagJsx } from '@kiln/jsx-tagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_IN_PROGRESS } from '../chat/service';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let webId: string;
let subdomain: string;

/** A host element the offline model wrote: its file, the tagger's id, and its source line. */
interface Target {
  file: string;
  id: string;
  tag: string;
  line: string;
}

async function sourceFiles(dir: string, prefix = 'src'): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await sourceFiles(dir, relative)));
    else if (/\.tsx$/.test(entry.name)) out.push(relative);
  }
  return out;
}

/** The first element with `tag` whose opening tag sits on one line with its static text. */
async function findTarget(tag: string): Promise<Target> {
  const dir = t.ctx.repos.dir(webId);
  for (const file of await sourceFiles(dir)) {
    const source = await readFile(path.join(dir, file), 'utf8');
    const tagged = tagJsx(source, file)?.code ?? '';
    const lines = source.split('\n');
    for (const [, id] of tagged.matchAll(new RegExp(`<${tag} data-unique-id="([^"]+)"`, 'g'))) {
      const line = lines[Number(id?.split(':').at(-2)) - 1] ?? '';
      if (line.includes(`</${tag}>`)) return { file, id: id as string, tag, line };
    }
  }
  throw new Error(`the offline app has no single-line <${tag}>`);
}

async function previewBundle(): Promise<string> {
  const host = `${subdomain}.preview.localhost:3000`;
  const html = await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
  const assets = [...html.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
  const bodies = await Promise.all(
    assets.map((url) => t.app.inject({ method: 'GET', url, headers: { host, accept: '*/*' } })),
  );
  return bodies.map((res) => res.body).join('\n');
}

type PrecisionEdit = CallBody<typeof calls.applyPrecisionEdit>;

/** The element editor's save of one element, as the owner. */
function updateElement(
  update: NonNullable<PrecisionEdit['updates']>[number],
  rest: Partial<PrecisionEdit> = {},
) {
  return call(t.app, calls.applyPrecisionEdit, { webId, updates: [update], ...rest }, owner);
}

async function diffOf(commit: string) {
  const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
  const index = versions.findIndex((v: { commitHash: string }) => v.commitHash === commit);
  const previous = versions[index + 1].commitHash;
  const diff = await call(
    t.app,
    calls.getCommitDiff,
    { previousCommit: previous, currentCommit: commit, subdomain },
    owner,
  );
  return {
    version: versions[index],
    files: diff.body.files as { path: string; oldContent: string; newContent: string }[],
  };
}

function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i] ?? ''] as [string, string]]));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  const created = (await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner)).body
    .data;
  webId = created._id;
  subdomain = created.subdomain;
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

describe('POST /api/web/precision-edit', () => {
  it("writes a heading's colour and text into its own line only, as one commit that becomes live", async () => {
    const heading = await findTarget('h1');
    const res = await updateElement(
      {
        elementId: heading.id,
        filePath: heading.file,
        elementData: { tagName: 'H1', textContent: 'Loaves by Crumb' },
        style: { color: '#1e40af' },
      },
      { deletes: [], currentNavigationUrl: '/' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.CHANGES_APPLIED);
    const commit = res.body.data.commitHash as string;

    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.currentCommitHash).toBe(commit);
    const { version, files } = await diffOf(commit);
    expect(version.message).toBe('Visual edit: <h1> color, text');
    expect(files.map((f) => f.path)).toEqual([heading.file]);
    const [changed] = changedLines(files[0]?.oldContent ?? '', files[0]?.newContent ?? '');
    expect(changedLines(files[0]?.oldContent ?? '', files[0]?.newContent ?? '')).toHaveLength(1);
    expect(changed?.[0]).toBe(heading.line);
    expect(changed?.[1]).toContain('text-[#1e40af]');
    expect(changed?.[1]).toContain('>Loaves by Crumb</h1>');

    const bundle = await previewBundle();
    expect(bundle).toContain('Loaves by Crumb');
    expect(bundle).toContain('#1e40af');
  });

  it('deletes an element as its own commit', async () => {
    const paragraph = await findTarget('p');
    const res = await call(
      t.app,
      calls.applyPrecisionEdit,
      { webId, deletes: [{ elementId: paragraph.id, filePath: paragraph.file }] },
      owner,
    );
    expect(res.status).toBe(200);
    const { version, files } = await diffOf(res.body.data.commitHash);
    expect(version.message).toBe('Visual edit: deleted <p>');
    expect(files).toHaveLength(1);
    expect(files[0]?.newContent).not.toContain(paragraph.line);
    expect(files[0]?.oldContent.replace(`${paragraph.line}\n`, '')).toBe(files[0]?.newContent);
  });

  it('refuses an element that is no longer in the code, with the seed message and a reason', async () => {
    const heading = await findTarget('h1');
    const versionsBefore = (await call(t.app, calls.listVersions, { webId }, owner)).body.data.length;
    const res = await updateElement({
      elementId: `${heading.file}:999:4`,
      filePath: heading.file,
      elementData: { tagName: 'h1' },
      style: { color: '#000000' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Failed to apply changes\. The <h1> element .* is no longer in /);
    expect((await call(t.app, calls.listVersions, { webId }, owner)).body.data).toHaveLength(versionsBefore);
  });

  it('is for the owner only, waits for a run in progress, and answers bad input with a 400', async () => {
    const heading = await findTarget('h1');
    const body = {
      webId,
      updates: [
        {
          elementId: heading.id,
          filePath: heading.file,
          elementData: { tagName: 'h1' },
          style: { padding: '8px' },
        },
      ],
    };
    const visitor = await call(t.app, calls.applyPrecisionEdit, body, null);
    expect(visitor.status).toBe(401);
    const notOwner = await call(t.app, calls.applyPrecisionEdit, body, stranger);
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.message).toBe(MESSAGES.NOT_OWNER);

    const slot = await t.ctx.runs.reserve(webId);
    try {
      const busy = await call(t.app, calls.applyPrecisionEdit, body, owner);
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(RUN_IN_PROGRESS);
    } finally {
      slot?.release();
    }

    const empty = await call(t.app, calls.applyPrecisionEdit, { webId, updates: [], deletes: [] }, owner);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Nothing to apply/);
    const escaping = await call(
      t.app,
      calls.applyPrecisionEdit,
      { webId, deletes: [{ elementId: 'x', filePath: '../../etc/passwd' }] },
      owner,
    );
    expect(escaping.status).toBe(400);
    const hostileStyle = await call(
      t.app,
      calls.applyPrecisionEdit,
      { ...body, updates: [{ ...body.updates[0], style: { color: 'red; } body { x' } }] } as never,
      owner,
    );
    expect(hostileStyle.status).toBe(400);
    const notSource = await call(
      t.app,
      calls.applyPrecisionEdit,
      { webId, deletes: [{ elementId: 'package.json:1:0', filePath: 'package.json' }] },
      owner,
    );
    expect(notSource.status).toBe(400);
    expect(notSource.body.message).toMatch(/^Failed to apply changes\./);

    const applied = await call(t.app, calls.applyPrecisionEdit, body, owner);
    expect(applied.status).toBe(200);
  });

  it('moves a colour out of an inline style into the class, so the new colour shows', async () => {
    const before = await findTarget('h1');
    const file = path.join(t.ctx.repos.dir(webId), before.file);
    const source = await readFile(file, 'utf8');
    const styled = before.line.replace('<h1 ', "<h1 style={{ color: '#3a3b3c', letterSpacing: '0.05em' }} ");
    await writeFile(file, source.replace(before.line, styled));
    const published = await t.ctx.engine.commitAndPublish(webId, 'An inline colour');
    expect(published?.ok).toBe(true);
    expect(await previewBundle()).toContain('#3a3b3c');

    const heading = await findTarget('h1');
    expect(heading.line).toBe(styled);
    const res = await updateElement({
      elementId: heading.id,
      filePath: heading.file,
      elementData: { tagName: 'H1' },
      style: { color: '#123456' },
    });
    expect(res.status).toBe(200);
    const { version, files } = await diffOf(res.body.data.commitHash);
    expect(version.message).toBe('Visual edit: <h1> color');
    const changed = changedLines(files[0]?.oldContent ?? '', files[0]?.newContent ?? '');
    expect(changed).toEqual([[styled, expect.stringContaining("style={{ letterSpacing: '0.05em' }}")]]);
    expect(changed[0]?.[1]).toContain('text-[#123456]');
    expect(changed[0]?.[1]).not.toContain('color:');

    const bundle = await previewBundle();
    expect(bundle).toContain('#123456');
    expect(bundle).not.toContain('#3a3b3c');
  });
});
