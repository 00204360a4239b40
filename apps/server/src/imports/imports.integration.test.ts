import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../assets/testing/multipart';
import { git } from '../git/git';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { type PublicGitHost, startPublicGitHost } from './testing/public-git-host';
import { SAMPLE_FILES, sampleRepository, sampleZip } from './testing/sample-project';

let t: TestApp;
let owner: TestUser;
let gitHost: PublicGitHost;
let gitRoot: string;

beforeAll(async () => {
  gitRoot = await mkdtemp(path.join(os.tmpdir(), 'kiln-import-git-'));
  sampleRepository(gitRoot, 'bakers', 'sunrise');
  gitHost = await startPublicGitHost(gitRoot);
  t = await createTestApp({ KILN_IMPORT_GIT_HOSTS: gitHost.host });
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.ctx.engine.whenScreenshotsTaken();
  await t.close();
  await gitHost.close();
  await rm(gitRoot, { recursive: true, force: true });
});

async function importForm(
  fields: Record<string, string>,
  archive?: { name: string; bytes: Uint8Array },
  as: TestUser | null = owner,
) {
  const files = archive
    ? [{ name: archive.name, type: 'application/zip', content: Buffer.from(archive.bytes) }]
    : [];
  const body = multipartBody(fields, files, 'archive');
  const headers: Record<string, string> = { ...body.headers };
  if (as) headers.authorization = `Bearer ${as.token}`;
  const res = await t.app.inject({
    method: 'POST',
    url: calls.importProject.path,
    headers,
    payload: body.payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answer or an error body
  return { status: res.statusCode, body: res.json() as any };
}

/** The project once its import has finished (its phase settled), as the workspace reads it. */
async function settled(webId: string) {
  await expect
    .poll(async () => (await call(t.app, calls.getProject, { webId }, owner)).body.data.phase, {
      timeout: 60_000,
    })
    .toMatch(/^(COMPLETE|FAILED)$/);
  return (await call(t.app, calls.getProject, { webId }, owner)).body.data;
}

async function previewHtml(subdomain: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { host: `${subdomain}.preview.localhost:3000`, accept: 'text/html' },
  });
  return res;
}

async function projectCount(): Promise<number> {
  return (await call(t.app, calls.listProjects, {}, owner)).body.data.length;
}

describe('importing a project from a zip', () => {
  it('makes a project named from the project, with a first version that builds, and says what it found', async () => {
    const made = await importForm({}, { name: 'sunrise-bakery-main.zip', bytes: sampleZip() });
    expect(made.status).toBe(200);
    const project = made.body.data;
    expect(project.projectName).toBe('Sunrise bakery');
    expect(project.isOwner).toBe(true);

    const done = await settled(project._id);
    expect(done.phase).toBe('COMPLETE');
    const versions = (await call(t.app, calls.listVersions, { webId: project._id }, owner)).body.data;
    expect(versions).toHaveLength(1);
    expect(versions[0].message).toBe('Imported from sunrise-bakery-main.zip');

    const history = (await call(t.app, calls.getChatHistory, { webId: project._id }, owner)).body.data;
    expect(history.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(history[0].content).toBe('Import sunrise-bakery-main.zip');
    expect(history[1].content).toContain('Imported this Lovable project from sunrise-bakery-main.zip.');
    expect(history[1].content).toContain('- **Styling:** Tailwind CSS 4');

    // The preview serves the built app: the JSX text, the JSON, the SVG as a hashed asset.
    const page = await previewHtml(project.subdomain);
    expect(page.statusCode).toBe(200);
    // The entry (the vendor bundle of the packages comes before it).
    const script = page.body.match(/<script type="module"[^>]*src="(\/assets\/main-[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const bundle = await t.app.inject({
      method: 'GET',
      url: script ?? '/',
      headers: { host: `${project.subdomain}.preview.localhost:3000` },
    });
    expect(bundle.body).toContain('Sunrise Bakery');
    expect(bundle.body).toContain('Cinnamon knot');
    expect(bundle.body).toMatch(/\/assets\/logo-[\w-]+\.svg/);

    // The user's files are the project's, untouched: nothing of Kiln's was added to package.json.
    const dir = t.ctx.repos.dir(project._id);
    expect(await readFile(path.join(dir, 'package.json'), 'utf8')).toBe(SAMPLE_FILES['package.json']);
    expect((await git(dir, ['status', '--porcelain'])).trim()).toBe('');
  });

  it('takes an edit: a one-page app is its own home page for the offline model', async () => {
    const made = await importForm({}, { name: 'bakery.zip', bytes: sampleZip() });
    const webId = made.body.data._id;
    expect((await settled(webId)).phase).toBe('COMPLETE');
    const sent = await call(
      t.app,
      calls.sendChatMessage,
      {
        webId,
        messages: [{ role: 'user', content: 'Change the main heading to Moonrise Bakery' }],
        mode: 'build',
      },
      owner,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    const app = await readFile(path.join(t.ctx.repos.dir(webId), 'src/App.tsx'), 'utf8');
    expect(app).toContain('Moonrise Bakery');
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    const reply = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data.at(-1).content;
    expect(
      versions.map((version: { message: string }) => version.message),
      reply,
    ).toEqual(['Change the main heading to "Moonrise Bakery"', 'Imported from bakery.zip']);
  });

  it('refuses a hostile zip whole, and creates nothing', async () => {
    const before = await projectCount();
    const repos = await readdir(t.ctx.repos.root).catch(() => []);
    const outside = zipSync({ 'package.json': strToU8('{}'), '../../etc/cron.d/evil': strToU8('x') });
    const refused = await importForm({}, { name: 'evil.zip', bytes: outside });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Kiln cannot import this zip: "../../etc/cron.d/evil" points outside the project.',
    );
    const link = zipSync({
      'index.html': strToU8(''),
      leak: [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect((await importForm({}, { name: 'link.zip', bytes: link })).body.message).toContain(
      'is a symbolic link',
    );
    expect(await projectCount()).toBe(before);
    // Nothing half-made is left on disk either.
    expect(await readdir(t.ctx.repos.root).catch(() => [])).toEqual(repos);
  });

  it('refuses what it cannot build, and bad forms, in words', async () => {
    const next = sampleZip('shop', {
      'package.json': JSON.stringify({ name: 'shop', dependencies: { next: '15.1.0', react: '^19.0.0' } }),
    });
    const refused = await importForm({}, { name: 'shop.zip', bytes: next });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('This is a Next.js app.');
    expect((await importForm({})).body.message).toBe(
      'Choose a zip of the project, or paste the address of its git repository.',
    );
    const both = await importForm(
      { gitUrl: gitHost.urlOf('bakers', 'sunrise') },
      { name: 'a.zip', bytes: sampleZip() },
    );
    expect(both.body.message).toBe('Send a zip or a git address, not both.');
    expect((await importForm({}, { name: 'a.zip', bytes: sampleZip() }, null)).status).toBe(401);
  });
});

describe('an imported project whose first build fails', () => {
  it('ends FAILED with the errors in its chat, and the next message edits it, never the template', async () => {
    const broken = sampleZip('broken', {
      'src/App.tsx':
        "import { Menu } from './components/Menu';\n\nexport default function App() {\n  return <Menu />;\n}\n",
    });
    const made = await importForm({}, { name: 'broken.zip', bytes: broken });
    expect(made.status).toBe(200);
    const webId = made.body.data._id;
    expect((await settled(webId)).phase).toBe('FAILED');
    const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data;
    expect(history[1].content).toContain('The first build failed');
    expect(history[1].content).toContain('./components/Menu');

    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Fix the build error' }], mode: 'build' },
      owner,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    // The run worked on the imported files: none of the starter's came in.
    const tracked = (await git(t.ctx.repos.dir(webId), ['ls-files'])).trim().split('\n');
    expect(tracked).toContain('src/data/menu.json');
    expect(tracked).not.toContain('src/pages/Index.tsx');
    expect(tracked).not.toContain('src/lib/utils.ts');
  });
});

describe('a project the fast builder cannot build as Vite would', () => {
  it('is built by its own vite build in the sandbox, with the preview bridge, and the chat says so', async () => {
    const ownBuild = sampleZip('stamped', {
      'package.json': JSON.stringify({
        name: 'stamped-bakery',
        type: 'module',
        dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', clsx: '^2.1.0' },
        devDependencies: {
          vite: '^8.0.0',
          '@vitejs/plugin-react': '^6.0.0',
          tailwindcss: '^4.0.0',
          '@tailwindcss/vite': '^4.0.0',
        },
      }),
      'vite.config.ts': [
        "import { fileURLToPath } from 'node:url';",
        "import { defineConfig } from 'vite';",
        "import react from '@vitejs/plugin-react';",
        "import tailwindcss from '@tailwindcss/vite';",
        '',
        'export default defineConfig({',
        '  plugins: [',
        '    react(),',
        '    tailwindcss(),',
        "    { name: 'stamp', transformIndexHtml: (html) => html.replace('</head>', '<meta name=\"built-by\" content=\"its own vite build\"></head>') },",
        '  ],',
        "  define: { __BAKERY_VERSION__: JSON.stringify('v2.1-stamped') },",
        "  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },",
        '});',
        '',
      ].join('\n'),
      'src/main.tsx':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\n\ndeclare const __BAKERY_VERSION__: string;\ncreateRoot(document.getElementById('root')!).render(<><App /><p>{__BAKERY_VERSION__}</p></>);\n",
    });
    const made = await importForm({}, { name: 'stamped.zip', bytes: ownBuild });
    expect(made.status).toBe(200);
    const project = made.body.data;
    const history = (await call(t.app, calls.getChatHistory, { webId: project._id }, owner)).body.data;
    expect(history[1].content).toContain(
      "Kiln builds it with the project's own `vite build`, in its sandbox",
    );
    expect(history[1].content).toContain('its vite.config.ts defines a plugin of its own');
    const finished = await settled(project._id);
    const account = (await call(t.app, calls.getChatHistory, { webId: project._id }, owner)).body.data[1]
      .content;
    expect(finished.phase, account).toBe('COMPLETE');

    const page = await previewHtml(project.subdomain);
    expect(page.statusCode).toBe(200);
    // The config's own plugin ran, and the preview bridge is in the page as in every preview.
    expect(page.body).toContain('<meta name="built-by" content="its own vite build">');
    const inline = page.body.match(/<script>([\s\S]+?)<\/script>/)?.[1] ?? '';
    expect(inline).toContain(JSON.stringify(t.ctx.env.publicUrl));
    const script = page.body.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
    const bundle = await t.app.inject({
      method: 'GET',
      url: script ?? '/',
      headers: { host: `${project.subdomain}.preview.localhost:3000` },
    });
    expect(bundle.body).toContain('v2.1-stamped');
    expect(bundle.body).toContain('Sunrise Bakery');

    // Deployed the same way: the production build is the project's own too, without the bridge.
    const deployed = await call(t.app, calls.deployProject, { webId: project._id }, owner);
    expect(deployed.status).toBe(200);
    const site = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${project.subdomain}.app.localhost:3000`, accept: 'text/html' },
    });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('<meta name="built-by" content="its own vite build">');
    expect(site.body).not.toContain(JSON.stringify(t.ctx.env.publicUrl));
  });
});

describe('importing a project from git', () => {
  it('keeps the repository’s history, its newest commit the first version', async () => {
    const made = await importForm({ gitUrl: gitHost.urlOf('bakers', 'sunrise') });
    expect(made.status).toBe(200);
    const project = made.body.data;
    expect(project.projectName).toBe('Sunrise bakery');
    expect((await settled(project._id)).phase).toBe('COMPLETE');

    const dir = t.ctx.repos.dir(project._id);
    const log = (await git(dir, ['log', '--format=%s'])).trim().split('\n');
    expect(log).toEqual(['Write a README', 'Add the menu', 'Start the bakery site']);
    const versions = (await call(t.app, calls.listVersions, { webId: project._id }, owner)).body.data;
    expect(versions.map((version: { message: string }) => version.message)).toEqual(['Write a README']);
    const history = (await call(t.app, calls.getChatHistory, { webId: project._id }, owner)).body.data;
    expect(history[1].content).toContain(`from ${gitHost.urlOf('bakers', 'sunrise')}, with its history.`);
    // Later edits commit on top; the project's packages link never becomes part of them.
    expect(await readFile(path.join(dir, '.git', 'info', 'exclude'), 'utf8')).toContain('node_modules');
  });

  it('imports a named branch, and says when it does not exist', async () => {
    const made = await importForm({ gitUrl: gitHost.urlOf('bakers', 'sunrise'), branch: 'next' });
    expect(made.status).toBe(200);
    const dir = t.ctx.repos.dir(made.body.data._id);
    expect((await git(dir, ['log', '-1', '--format=%s'])).trim()).toBe('Try a seasonal menu');
    await settled(made.body.data._id);

    const missing = await importForm({ gitUrl: gitHost.urlOf('bakers', 'sunrise'), branch: 'nope' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The repository has no branch named "nope".');
    const unknown = await importForm({ gitUrl: gitHost.urlOf('bakers', 'nothing-here') });
    expect(unknown.body.message).toBe(
      'Kiln could not read that repository. Check the address, and that the repository is public. To import a private GitHub repository, connect GitHub from a project’s GitHub menu first.',
    );
  });

  it('never reaches a private address it was not told to', async () => {
    const refused = await importForm({ gitUrl: 'https://127.0.0.1:1/bakers/sunrise.git' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Kiln imports from public git hosts: "127.0.0.1" is a private or local address.',
    );
    const http = await importForm({ gitUrl: 'http://github.com/bakers/sunrise.git' });
    expect(http.body.message).toBe('Use the repository’s https:// address.');
  });
});
