import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSecret } from '../../db/schema';
import type { AnthropicTestApp } from '../../test/anthropic-app';
import { CanaryWatch, canaryTool } from '../../test/secrets-canary';
import type { TestUser } from '../../test/test-app';
import { setPlan } from '../../users/repository';
import { FAKE_RESEND_KEYS, type FakeResend, startFakeResend } from './testing/fake-resend';

/**
 * Issue 16 §2 for Resend, as a canary: the owner's Resend API keys (the one connected first and the
 * one it is changed to) are used on Kiln's side only, to send an app's contact form. An app's life —
 * its first run, the connect, a model run that writes a contact form, a visitor's message sent on the
 * app's own origin, the key changed, an export — with the real `@ai-sdk/anthropic` client and the
 * real `resend` library, and neither key is ever in: a model request, a project file, its git
 * history, its export, its builds, a socket frame, an API answer (owner's, a stranger's or a
 * visitor's), a log line at any level, or a database row outside its sealed column.
 */

const CONTACT = `export default function Contact() {
  return <form onSubmit={(e) => { e.preventDefault(); void fetch('/api/kiln/email', { method: 'POST' }); }} />;
}
`;

let resend: FakeResend;
let app: AnthropicTestApp;
let owner: TestUser;
let stranger: TestUser;
const watch = new CanaryWatch();
const ask = watch.ask.bind(watch);

beforeAll(async () => {
  resend = await startFakeResend();
  ({ app, owner, stranger } = await watch.start({ RESEND_BASE_URL: resend.url }));
  await setPlan(app.t.ctx.db, owner.id, 'premium', null);
  await setPlan(app.t.ctx.db, stranger.id, 'premium', null);
}, 120_000);
afterAll(async () => {
  await watch.close();
  await resend.close();
});

describe('Resend secrets', () => {
  it('never leave their sealed row, through a whole life of an app that sends email', {
    timeout: 240_000,
  }, async () => {
    const { id, subdomain } = await watch.newApp('A florist called Petal', owner);

    const settings = { webId: id, domain: 'acme-mail.test', fromAddress: 'hello' };
    expect(
      (await ask(calls.connectResend, { ...settings, apiKey: FAKE_RESEND_KEYS.full }, stranger)).status,
    ).toBe(403);
    expect(
      (await ask(calls.connectResend, { ...settings, apiKey: FAKE_RESEND_KEYS.full }, owner)).status,
    ).toBe(200);

    // The model writes the contact form of a connected app.
    await watch.ownerAsks(
      id,
      owner,
      'Add a contact form that emails me',
      canaryTool('write_file', { path: 'src/pages/Contact.tsx', content: CONTACT }),
      'Added a contact form.',
    );

    // A visitor sends it on the app's own origin: Kiln sends with the key, the visitor sees none of it.
    const visit = await app.t.app.inject({
      method: 'POST',
      url: '/api/kiln/email',
      headers: { host: `${subdomain}.preview.localhost:3000`, 'content-type': 'application/json' },
      payload: { name: 'Ada', email: 'ada@example.test', message: 'Do you deliver on Sundays?' },
      remoteAddress: '203.0.113.9',
    });
    watch.answers.push(visit.body, visit.headers);
    expect(visit.statusCode).toBe(200);
    expect(resend.emails.map((email) => email.key)).toEqual([FAKE_RESEND_KEYS.full]);

    expect(
      (await ask(calls.updateResend, { webId: id, apiKey: FAKE_RESEND_KEYS.sendingOnly }, owner)).status,
    ).toBe(200);
    const sealedRows = await app.t.ctx.db.select().from(projectSecret).where(eq(projectSecret.projectId, id));
    expect(sealedRows.map((row) => row.name)).toContain('RESEND_API_KEY');

    const projectText = await watch.projectText(app.t, id, owner, [owner, stranger]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The model did see the app with its form, and the build holds it.
    expect(JSON.stringify(app.fake.requests)).toContain('src/pages/Contact.tsx');
    expect(projectText).toContain('/api/kiln/email');

    const secrets = Object.values(FAKE_RESEND_KEYS);
    watch.expectNowhere(secrets, app.fake.requests, {
      'the app': projectText,
      'a database row, unsealed': JSON.stringify(sealedRows),
    });
  });
});
