// Projects of a given size for the live bench: a generated app grown with more components (or trimmed
// of the ui components it does not use), committed to its repository as an outside push would be.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LiveServer } from './live-server';

const execFileAsync = promisify(execFile);

const git = async (repo: string, ...args: string[]) =>
  (
    await execFileAsync('git', [
      '-C',
      repo,
      '-c',
      'user.name=Bench',
      '-c',
      'user.email=bench@example.com',
      ...args,
    ])
  ).stdout;

/** The project's source files (tracked, under `src/`). */
export async function sourceFiles(repo: string): Promise<string[]> {
  return (await git(repo, 'ls-files', 'src')).split('\n').filter(Boolean);
}

const BENCH_DIR = 'src/components/bench';

function part(i: number): string {
  return `import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const ITEMS = ['Sourdough', 'Rye', 'Focaccia', 'Brioche'] as const;

/** Bench part ${i}: a card with a list, as a generated app's sections are. */
export function Part${i}({ highlight = ${i % 3 === 0} }: { highlight?: boolean }) {
  return (
    <Card className={highlight ? 'border-primary' : undefined}>
      <CardHeader>
        <CardTitle className="text-lg font-semibold">Section ${i}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ITEMS.map((item) => (
            <li key={item} className="rounded-md bg-muted px-3 py-2 text-sm">
              {item} ${i}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
`;
}

/** The ui components no other source file imports (transitively unused ones after removal). */
async function unusedUiFiles(repo: string, files: string[]): Promise<string[]> {
  const sources = new Map<string, string>();
  for (const file of files) sources.set(file, await readFile(path.join(repo, file), 'utf8'));
  const unused: string[] = [];
  for (const file of files) {
    if (!file.startsWith('src/components/ui/')) continue;
    const name = path.basename(file).replace(/\.tsx?$/, '');
    const pattern = new RegExp(`['"](?:@/components/ui/|\\./)${name}['"]`);
    const used = [...sources].some(([other, text]) => other !== file && pattern.test(text));
    if (!used) unused.push(file);
  }
  return unused;
}

/**
 * Brings the project to `target` source files: extra card components rendered on a `/bench` page,
 * or, below its size, without the ui components nothing uses. Commits when it changed anything and
 * returns the count reached.
 */
export async function sizeProject(repo: string, target: number): Promise<number> {
  let files = await sourceFiles(repo);
  while (files.length > target) {
    const unused = await unusedUiFiles(repo, files);
    if (unused.length === 0) break;
    const drop = unused.slice(0, files.length - target);
    for (const file of drop) await rm(path.join(repo, file));
    files = files.filter((f) => !drop.includes(f));
  }
  const parts = target - files.length - 1;
  if (parts > 0) {
    await mkdir(path.join(repo, BENCH_DIR), { recursive: true });
    for (let i = 0; i < parts; i++) await writeFile(path.join(repo, BENCH_DIR, `part-${i}.tsx`), part(i));
    const names = Array.from({ length: parts }, (_, i) => `Part${i}`);
    await writeFile(
      path.join(repo, BENCH_DIR, 'index.tsx'),
      `${names.map((n, i) => `import { ${n} } from './part-${i}';`).join('\n')}

/** Every bench part, on one page. */
export function BenchParts() {
  return (
    <main className="mx-auto grid max-w-5xl gap-6 p-6">
${names.map((n) => `      <${n} />`).join('\n')}
    </main>
  );
}
`,
    );
    const appPath = path.join(repo, 'src/App.tsx');
    const app = await readFile(appPath, 'utf8');
    const route = `<Route path="/bench" element={<BenchParts />} />\n          `;
    const at = app.indexOf('<Route path="*"');
    if (at < 0) throw new Error('src/App.tsx has no catch-all route to add the bench page before');
    await writeFile(
      appPath,
      `import { BenchParts } from '@/components/bench';\n${app.slice(0, at)}${route}${app.slice(at)}`,
    );
  }
  if ((await git(repo, 'status', '--porcelain')).trim()) {
    await git(repo, 'add', '-A');
    await git(repo, 'commit', '-qm', `Bench: ${target} source files`);
  }
  return (await sourceFiles(repo)).length;
}

/**
 * A GET on a project's preview host as its iframe asks it (Host names the project; brotli or gzip
 * accepted, as Chromium does), the body decoded.
 */
export function getPreview(
  server: LiveServer,
  subdomain: string,
  pathname: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: pathname,
        headers: {
          host: `${subdomain}.preview.localhost:${server.port}`,
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const bytes =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * The preview's page and the scripts and stylesheets it names, fetched together; their text. As in
 * the browser, a hashed asset already fetched (`cache`: immutable, see sites/file-server.ts) is
 * not fetched again: a reload after an edit gets the page and what the edit changed.
 */
export async function loadPreview(
  server: LiveServer,
  subdomain: string,
  cache: Set<string> = new Set(),
): Promise<string> {
  const page = await getPreview(server, subdomain, '/');
  if (page.status !== 200) throw new Error(`the preview answered ${page.status}`);
  const assets = [...page.body.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)]
    .map((m) => m[1] as string)
    .filter((asset) => !cache.has(asset));
  const bodies = await Promise.all(assets.map((asset) => getPreview(server, subdomain, asset)));
  for (const asset of assets) if (asset.startsWith('/assets/')) cache.add(asset);
  return [page.body, ...bodies.map((b) => b.body)].join('\n');
}
