import { expect, test } from '@playwright/test';
import { type Account, fillSignUp, newAccount, signIn } from '../support/pages';

/**
 * Issue 5, points 2 and 3, as a new user walks them with the offline model: the project's first run
 * streams into the chat (a thinking block, then the reply), and an edit sent from the composer adds
 * an "Edit #1" entry that opens the diff.
 */
test.describe.configure({ mode: 'serial' });

const owner: Account = newAccount('Chatter');
const PROMPT = 'A landing page for "Ember Coffee", a small-batch roastery in Lisbon';
let workspaceUrl = '';

/** A socket.io event frame (`42["name",{...}]`), or null for the protocol's other frames. */
function socketEvent(frame: string): { name: string; body: Record<string, unknown> } | null {
  if (!frame.startsWith('42')) return null;
  const [name, body] = JSON.parse(frame.slice(2)) as [string, Record<string, unknown>];
  return { name, body };
}

test('a new project streams its first reply into the chat, and an edit adds an edit entry', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // What the workspace hears from the project's socket, as the browser receives it.
  const events: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const event = socketEvent(String(payload));
      if (event?.name === 'preview:draft') events.push(`draft:${event.body.state}`);
      if (event?.name === 'project:status') events.push(`status:${event.body.step}`);
    }),
  );
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to build?' }).fill(PROMPT);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  await page.getByRole('link', { name: /sign up|create an account/i }).click();
  await fillSignUp(page, owner);
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f]{24}$/);
  workspaceUrl = new URL(page.url()).pathname;

  const log = page.getByRole('log', { name: 'Chat messages' });
  // The prompt is the first message; the reply streams in under it, thinking first.
  await expect(log.getByRole('article', { name: 'You' }).first()).toContainText('Ember Coffee');
  const thinking = log.getByRole('button', { name: /^AI Thinking (in Progress\.\.\.|Process)$/ });
  await expect(thinking.first()).toBeVisible({ timeout: 60_000 });
  const reply = log.getByRole('article', { name: 'Kiln' }).first();
  await expect(reply).toContainText('Ember Coffee', { timeout: 60_000 });
  // Once the run is done the thinking block has collapsed under its final title.
  await expect(log.getByRole('button', { name: 'AI Thinking Process' }).first()).toHaveAttribute(
    'aria-expanded',
    'false',
    { timeout: 90_000 },
  );

  // The composer: Stop holds Send's place until the run's checks are done; then empty text cannot
  // be sent, and Enter sends.
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled({ timeout: 90_000 });

  await message.fill('make it blue');
  await expect(send).toBeEnabled({ timeout: 90_000 });
  await message.press('Enter');
  await expect(message).toHaveValue('');
  await expect(log.getByRole('article', { name: 'You' }).filter({ hasText: 'make it blue' })).toBeVisible();
  // The edit is on screen as soon as it is built, marked as being checked until it is a version
  // (the socket says so before COMPLETE; the badge may flash by too fast to catch on a busy machine).
  await expect.poll(() => events.join(' '), { timeout: 90_000 }).toMatch(/draft:checking.*status:COMPLETE/);
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Checking…' })).toBeHidden();

  // The edit lands as a commit: the entry names it and opens its diff.
  const edit = log.getByRole('button', { name: /^Edit #1 • / });
  await expect(edit).toBeVisible({ timeout: 90_000 });
  await expect(edit).toContainText('Click to view code changes');
  await edit.click();
  await expect(page.getByRole('heading', { name: 'Code Changes' })).toBeVisible();
});

test('the chat keeps the conversation after a reload', async ({ page }) => {
  await signIn(page, owner, workspaceUrl);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('article', { name: 'You' }).filter({ hasText: 'make it blue' })).toBeVisible();
  await expect(log.getByRole('button', { name: /^Edit #1 • / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll to bottom' })).toHaveCount(0);
});

test('a request marked mobile-responsive shows as the request alone, and stays so after a reload', async ({
  page,
}) => {
  await signIn(page, owner, workspaceUrl);
  const log = page.getByRole('log', { name: 'Chat messages' });
  const mobile = page.getByRole('button', { name: 'Mobile-responsive' });
  await expect(mobile).toHaveAttribute('aria-pressed', 'false');
  await mobile.click();
  await expect(mobile).toHaveAttribute('aria-pressed', 'true');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('make it green');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled({ timeout: 90_000 });
  await message.press('Enter');
  const request = log.getByRole('article', { name: 'You' }).filter({ hasText: 'make it green' });
  await expect(request).toBeVisible();
  await expect(log.getByRole('button', { name: /^Edit #2 • / })).toBeVisible({ timeout: 90_000 });

  await page.reload();
  await expect(request).toBeVisible();
  await expect(request).not.toContainText('Mobile responsiveness guidelines');
});

test('a text document sent in the chat opens in a viewer, not as a download', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, owner, workspaceUrl);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('button', { name: /^Edit #1 • / })).toBeVisible();
  const notes = '# Opening hours\n\nMon–Fri 8:00–18:00\n<script>alert(1)</script>\n';
  await page
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'opening-hours.md', mimeType: 'text/markdown', buffer: Buffer.from(notes) });
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('What do these notes say?');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await message.press('Enter');

  const sent = log.getByRole('article', { name: 'You' }).filter({ hasText: 'What do these notes say?' });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await sent.getByRole('button', { name: 'Open opening-hours.md' }).click();
  const viewer = page.getByRole('dialog', { name: 'opening-hours.md' });
  const contents = viewer.getByRole('region', { name: 'Contents of opening-hours.md' });
  await expect(contents).toContainText('Mon–Fri 8:00–18:00');
  await expect(contents).toContainText('<script>alert(1)</script>');
  const download = viewer.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', 'opening-hours.md');
  const href = (await download.getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  expect(downloads).toBe(0);

  // The file itself is served inert: as markdown text, never as a page of Kiln's origin.
  const served = await page.request.get(href);
  expect(served.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-disposition']).toBe('attachment');
  expect(await served.text()).toBe(notes);
});

test('files dropped on the composer are attached; a type it does not take is refused in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, owner, workspaceUrl);
  const composer = page.getByRole('form', { name: 'Message composer' });
  await expect(composer).toBeVisible();
  // What a file dragged from the desktop carries, made in the page (Playwright drags no OS files).
  const drag = (files: { name: string; type: string; text: string }[]) =>
    page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const { name, type, text } of list) transfer.items.add(new File([text], name, { type }));
      return transfer;
    }, files);

  const notes = await drag([{ name: 'menu-notes.md', type: 'text/markdown', text: '# Menu\n\nFlat white' }]);
  await composer.dispatchEvent('dragenter', { dataTransfer: notes });
  await expect(composer.getByText('Drop files to attach')).toBeVisible();
  await composer.dispatchEvent('drop', { dataTransfer: notes });
  await expect(composer.getByText('Drop files to attach')).toHaveCount(0);
  const attached = composer.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByRole('button', { name: 'Remove menu-notes.md' })).toBeVisible();

  const program = await drag([{ name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' }]);
  await composer.dispatchEvent('dragenter', { dataTransfer: program });
  await composer.dispatchEvent('drop', { dataTransfer: program });
  await expect(composer.getByRole('alert')).toBeVisible();
  await expect(attached.getByRole('button', { name: /setup\.exe/ })).toHaveCount(0);
  await attached.getByRole('button', { name: 'Remove menu-notes.md' }).click();
  await expect(composer.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
});
