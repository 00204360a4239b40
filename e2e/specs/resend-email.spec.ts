import { expect, type Page, test } from '@playwright/test';
import { FAKE_RESEND_KEYS } from '../../apps/server/src/integrations/resend/testing/fake-resend';
import {
  createProjectAndWait,
  deployFromHeader,
  makePremiumAndReload,
  newAccount,
  waitForPhase,
} from '../support/pages';
import { emailsReceived } from '../support/resend';

/**
 * Issue 16 §2 as a new owner goes: connect Resend (the fake Resend the config starts beside Kiln,
 * reached by the real `resend` library), ask for an app with a contact form (offline model), send it
 * as a visitor on the deployed site: Resend receives exactly one email with the visitor's text and
 * nothing more. A fresh project without Resend, sent from its preview: the message waits in the
 * owner's inbox.
 */
const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);

async function previewLink(page: Page, webId: string): Promise<string> {
  return (await (await page.request.post('/api/web/get', { data: { webId } })).json()).data.link;
}

/** A visitor (no Kiln session) sends the app's contact form on its own origin. */
async function sendContactForm(page: Page, link: string, text: string) {
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(new URL('/contact', link).href);
  await visitor.getByLabel('Name').fill('Ada Visitor');
  await visitor.getByLabel('Email').fill('ada@visitor.test');
  await visitor.getByLabel('Message').fill(text);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Your message was sent.' })).toBeVisible();
  await visitor.close();
}

test('an owner connects Resend and a visitor’s contact form emails them once; without Resend it lands in the inbox', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = newAccount('Florist');
  await createProjectAndWait(page, owner, 'A landing page for a florist called Petal with a contact form');
  await makePremiumAndReload(page, owner.email);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Project settings' })
    .getByRole('tab', { name: 'Integrations' })
    .click();
  const section = page
    .getByRole('dialog', { name: 'Project settings' })
    .getByRole('region', { name: 'Integrations' });
  await section.getByRole('button', { name: 'Open Resend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend Integration' });
  await dialog.getByLabel('API key').fill(FAKE_RESEND_KEYS.full);
  await dialog.getByLabel('Domain').fill('acme-mail.test');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText('Email username is required if a domain is provided')).toBeVisible();
  await dialog.getByLabel('Email username').fill('hello');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Resend integration started.')).toBeVisible();
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Resend' }).getByText('Connected'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Deployed (premium, like Resend): the visitor writes on the site's own host.
  await deployFromHeader(page);
  const deployed = page.getByRole('dialog', { name: 'Deployed', exact: true });
  await expect(deployed).toBeVisible({ timeout: 90_000 });
  const siteLink = (await deployed.getByRole('link').first().textContent()) ?? '';
  expect(siteLink).toMatch(/\.app\.localhost:\d+\/$/);
  await page.keyboard.press('Escape');
  const text = `Could you deliver 12 tulips on Friday? (${Date.now()})`;
  await sendContactForm(page, siteLink, text);
  const mine = (await emailsReceived(PORT)).filter(
    (email) => JSON.stringify(email.body.to) === JSON.stringify([owner.email]),
  );
  expect(mine).toHaveLength(1);
  const body = mine[0]?.body ?? {};
  expect(Object.keys(body).sort()).toEqual(['from', 'reply_to', 'subject', 'text', 'to']);
  expect(body.from).toMatch(/<hello@acme-mail\.test>$/);
  expect(body.reply_to).toBe('ada@visitor.test');
  expect(String(body.text).startsWith(`${text}\n\n--\nFrom: Ada Visitor <ada@visitor.test>`)).toBe(true);

  // A fresh project of the same owner, with no Resend: the message waits in its inbox.
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'What do you want to build?' })
    .fill('A landing page for a bike repair studio called Spoke');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  const freshId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await waitForPhase(page, freshId);
  const before = (await emailsReceived(PORT)).length;
  const question = 'Do you fix hydraulic brakes?';
  await sendContactForm(page, await previewLink(page, freshId), question);
  expect((await emailsReceived(PORT)).length).toBe(before);

  // The owner comes back to the workspace: the rail counts the unread message.
  await page.reload();
  const rail = page.getByRole('navigation', { name: 'Workspace' });
  await rail.getByRole('button', { name: 'Inbox, 1 unread' }).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: /Message from Ada Visitor/ }).click();
  await expect(inbox.getByRole('article').getByText(question)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rail.getByRole('button', { name: 'Inbox', exact: true })).toBeVisible();
});
