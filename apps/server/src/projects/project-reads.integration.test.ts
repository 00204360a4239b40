import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { insertProject } from './repository';
import { uniqueSubdomain } from './service';

let t: TestApp;
let owner: TestUser; // first account: admin + premium
let visitorView: () => Promise<{ status: number; body: { data: { projectName: string } } }>;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  // Inserted directly: a project made through the API would start a generation run meanwhile.
  const { project } = await insertProject(t.ctx.db, {
    ownerId: owner.id,
    prompt: 'A bakery',
    platform: 'web',
    subdomain: await uniqueSubdomain(t.ctx),
  });
  webId = project.id;
  visitorView = () => call(t.app, calls.getProject, { webId });
});
afterAll(() => t.close());

describe('POST /api/web/get reads the project through the change-fed cache', () => {
  it('reads the database once for repeated calls, by anyone', async () => {
    const before = t.ctx.projectReads.lookups;
    for (let i = 0; i < 3; i++) expect((await visitorView()).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await call(t.app, calls.getProject, { webId }, owner)).status).toBe(200);
    expect(t.ctx.projectReads.lookups - before).toBe(1);
  });

  it('shows every change on the next call: rename, privacy, the owner’s address, deletion', async () => {
    await visitorView();
    await call(t.app, calls.renameProject, { projectId: webId, newName: 'Crumb & Co' }, owner);
    expect((await visitorView()).body.data.projectName).toBe('Crumb & Co');

    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect((await visitorView()).status).toBe(404);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
    expect((await visitorView()).status).toBe(200);

    const asOwner = () => call(t.app, calls.getProject, { webId }, owner);
    expect((await asOwner()).body.data.email).toBe(owner.email);
    await t.ctx.db
      .update(user)
      .set({ email: `new-${owner.email}` })
      .where(eq(user.id, owner.id));
    expect((await asOwner()).body.data.email).toBe(`new-${owner.email}`);

    await call(t.app, calls.deleteProject, { projectId: webId }, owner);
    expect((await visitorView()).status).toBe(404);
  });
});
