import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls, DOMAIN_EXAMPLE, MESSAGE_TEMPLATES, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { CHALLENGE_LABEL } from './records';
import { KILN_HOST_DOMAIN } from './service';
import { type FakeDnsServer, startFakeDnsServer } from './testing/dns-server';

let t: TestApp;
let dns: FakeDnsServer;
let owner: TestUser;
let stranger: TestUser;
let webId: string;
let subdomain: string;
const deployed = 'd'.repeat(40);

function siteAt(host: string) {
  return t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
}

async function markDeployed(id: string) {
  const dir = projectPaths(t.dataDir, id).build(deployed, 'production');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Crumb live</title>');
  await t.ctx.db.update(project).set({ deployedCommitHash: deployed }).where(eq(project.id, id));
}

beforeAll(async () => {
  dns = await startFakeDnsServer();
  t = await createTestApp({ KILN_DNS_SERVER: dns.address });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  const created = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data;
  webId = created._id;
  subdomain = created.subdomain;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('custom domains', () => {
  it('needs a deployed project, a valid hostname and the owner', async () => {
    const early = await call(t.app, calls.addDomain, { webId, hostname: 'crumb.example.com' }, owner);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.DEPLOY_FIRST);
    await markDeployed(webId);

    const invalid = await call(t.app, calls.addDomain, { webId, hostname: 'not a domain' }, owner);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain(MESSAGE_TEMPLATES.invalidDomain(DOMAIN_EXAMPLE));
    const kiln = await call(t.app, calls.addDomain, { webId, hostname: `x.${'app.localhost'}` }, owner);
    expect(kiln.body.message).toBe(KILN_HOST_DOMAIN);
    const other = await call(t.app, calls.addDomain, { webId, hostname: 'crumb.example.com' }, stranger);
    expect(other.status).toBe(403);
    expect((await call(t.app, calls.getDomain, { webId }, null)).status).toBe(401);
  });

  it('answers the records to create, Pending until DNS proves them', async () => {
    expect((await call(t.app, calls.getDomain, { webId }, owner)).body.data).toBeNull();
    const res = await call(t.app, calls.addDomain, { webId, hostname: 'Crumb.Example.com' }, owner);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ hostname: 'crumb.example.com', status: 'Pending' });
    expect(data.records).toEqual([
      {
        kind: 'dcv',
        type: 'TXT',
        name: `${CHALLENGE_LABEL}.crumb.example.com`,
        target: expect.stringMatching(/^kiln-verify=[0-9a-f]{32}$/),
        status: 'Pending',
      },
      {
        kind: 'cname',
        type: 'CNAME',
        name: 'crumb.example.com',
        target: `${subdomain}.app.localhost`,
        status: 'Pending',
      },
    ]);
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.domain).toEqual({
      hostname: 'crumb.example.com',
    });
    // Not bound before proof: the host is not served.
    expect((await siteAt('crumb.example.com')).body).not.toContain('Crumb live');
  });

  it('stores a pasted address as its bare hostname, the same claim as before', async () => {
    const before = (await call(t.app, calls.getDomain, { webId }, owner)).body.data;
    for (const pasted of [' HTTPS://Crumb.Example.com/menu?x=1 ', 'crumb.example.com.']) {
      const res = await call(t.app, calls.addDomain, { webId, hostname: pasted }, owner);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: before.id, hostname: 'crumb.example.com' });
      expect(res.body.data.records).toEqual(before.records);
    }
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.domain).toEqual({
      hostname: 'crumb.example.com',
    });
  });

  it('turns Active record by record as DNS answers, then serves the site on that host', async () => {
    const pending = (await call(t.app, calls.getDomain, { webId }, owner)).body.data;
    const [txt, cname] = pending.records;
    dns.set([{ type: 'TXT', name: txt.name, value: txt.target }]);
    const half = (await call(t.app, calls.getDomain, { webId }, owner)).body.data;
    expect(half.records.map((r: { status: string }) => r.status)).toEqual(['Active', 'Pending']);
    expect(half.status).toBe('Pending');

    dns.add({ type: 'CNAME', name: cname.name, value: cname.target });
    const live = (await call(t.app, calls.getDomain, { webId }, owner)).body.data;
    expect(live.status).toBe('Active');
    expect(live.records.map((r: { status: string }) => r.status)).toEqual(['Active', 'Active']);
    const page = await siteAt('crumb.example.com:3000');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Crumb live');

    dns.clear(); // the owner removed the records: re-verification unbinds the host
    expect((await call(t.app, calls.getDomain, { webId }, owner)).body.data.status).toBe('Pending');
    expect((await siteAt('crumb.example.com')).body).not.toContain('Crumb live');
  });

  it('lets pending claims coexist: the first to prove DNS wins and the other claims are dropped', async () => {
    // The owner's claim is pending (its records were removed above); a second account claims the same host.
    const second = (await call(t.app, calls.createProject, { prompt: 'Another shop' }, stranger)).body.data;
    await markDeployed(second._id);
    const theirs = await call(
      t.app,
      calls.addDomain,
      { webId: second._id, hostname: 'crumb.example.com' },
      stranger,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.status).toBe('Pending');
    const mine = (await call(t.app, calls.getDomain, { webId }, owner)).body.data;
    expect(mine).toMatchObject({ hostname: 'crumb.example.com', status: 'Pending' });

    // The second account proves it first (its own TXT token, its CNAME).
    const [txt, cname] = theirs.body.data.records;
    dns.set([
      { type: 'TXT', name: txt.name, value: txt.target },
      { type: 'CNAME', name: cname.name, value: cname.target },
    ]);
    const won = (await call(t.app, calls.getDomain, { webId: second._id }, stranger)).body.data;
    expect(won.status).toBe('Active');
    expect((await call(t.app, calls.getDomain, { webId }, owner)).body.data).toBeNull();
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.domain).toBeNull();

    // Now it is taken: claiming it again answers 409 while the winner holds it.
    const again = await call(t.app, calls.addDomain, { webId, hostname: 'crumb.example.com' }, owner);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.DOMAIN_IN_USE);
    expect((await call(t.app, calls.removeDomain, { webId: second._id }, stranger)).status).toBe(200);
    dns.clear();
    const reclaimed = await call(t.app, calls.addDomain, { webId, hostname: 'crumb.example.com' }, owner);
    expect(reclaimed.status).toBe(200);
  });

  it('removes the domain', async () => {
    const res = await call(t.app, calls.removeDomain, { webId }, owner);
    expect(res.status).toBe(200);
    expect((await call(t.app, calls.getDomain, { webId }, owner)).body.data).toBeNull();
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.domain).toBeNull();
    expect((await call(t.app, calls.removeDomain, { webId }, owner)).status).toBe(404);
  });
});
