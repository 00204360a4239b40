import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { TOOL_INPUTS, type ToolName } from '@kiln/contracts';
import { type ModelMessage, stepCountIs, streamText, type ToolSet, tool } from 'ai';
import { type Browser, chromium } from 'playwright-core';
import type { Builder } from '../../../build';
import { REPO_ROOT } from '../../../paths';
import { ProjectWorkspace } from '../../../pipeline/tools/workspace';

/**
 * A small stand-in for the run's tool loop, for tests: the offline model driven by AI SDK's
 * `streamText` with tools that really change a copy of the template on disk, then the real builder,
 * TypeScript and Chromium on the result.
 */

export const TEMPLATE_DIR = path.join(REPO_ROOT, 'templates/react-vite');
export const STORE_NODE_MODULES = path.join(REPO_ROOT, 'node_modules');
const TSC = path.join(STORE_NODE_MODULES, '.bin/tsc');
const run = promisify(execFile);

export async function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** A copy of `from` (the template by default) with node_modules linked to the repo's store. */
export async function copyProject(target: string, from = TEMPLATE_DIR): Promise<string> {
  await mkdir(target, { recursive: true });
  await cp(from, target, {
    recursive: true,
    filter: (source) => !/[/\\](?:node_modules|dist|biome\.json)$/.test(source),
  });
  await symlink(STORE_NODE_MODULES, path.join(target, 'node_modules'), 'dir');
  return target;
}

export type ToolLogEntry = { name: string; input: Record<string, unknown>; output: string; isError: boolean };

/** The assistant's tools, executed against `dir`, logging every call. */
export function projectTools(dir: string, log: ToolLogEntry[]): ToolSet {
  const workspace = new ProjectWorkspace(dir);
  const tools: ToolSet = {};
  const define = <N extends ToolName>(
    name: N,
    execute: (input: Record<string, unknown>) => Promise<unknown>,
  ) => {
    tools[name] = tool({
      description: TOOL_INPUTS[name].description ?? name,
      inputSchema: TOOL_INPUTS[name],
      execute: async (input: unknown) => {
        const record = input as Record<string, unknown>;
        try {
          const output = await execute(record);
          log.push({
            name,
            input: record,
            output: typeof output === 'string' ? output : JSON.stringify(output),
            isError: false,
          });
          return output;
        } catch (error) {
          log.push({ name, input: record, output: (error as Error).message, isError: true });
          throw error;
        }
      },
    }) as ToolSet[string];
  };
  const text = (value: unknown) => String(value);
  define('list_files', () => workspace.listFiles());
  define('read_file', (input) => workspace.readFile(text(input.path)));
  define(
    'write_file',
    async (input) => `Wrote ${await workspace.writeFile(text(input.path), text(input.content))}`,
  );
  define(
    'edit_file',
    async (input) =>
      `Edited ${await workspace.editFile(text(input.path), text(input.search), text(input.replace))}`,
  );
  define('delete_file', async (input) => `Deleted ${await workspace.deleteFile(text(input.path))}`);
  define('rename_file', async (input) =>
    JSON.stringify(await workspace.renameFile(text(input.from), text(input.to))),
  );
  // One at a time, as the run's tool does: a step's calls run side by side.
  let manifest: Promise<unknown> = Promise.resolve();
  const addDependency = async (input: Record<string, unknown>) => {
    const file = path.join(dir, 'package.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as { dependencies?: Record<string, string> };
    json.dependencies = {
      ...json.dependencies,
      [text(input.name)]: typeof input.version === 'string' ? input.version : 'latest',
    };
    await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
    return `Added ${text(input.name)}`;
  };
  define('add_dependency', (input) => {
    const next = manifest.catch(() => undefined).then(() => addDependency(input));
    manifest = next;
    return next;
  });
  for (const name of ['suggest', 'nudge_integration', 'set_project_name', 'set_commit_message'] as const) {
    define(name, async () => 'ok');
  }
  return tools;
}

/** What the run's system prompt carries that the offline model relies on: the file list. */
export async function systemPrompt(dir: string): Promise<string> {
  const files = await new ProjectWorkspace(dir).listFiles();
  return `You are Kiln's assistant, editing a Vite + React project.\n\nProject files:\n${files.map((file) => `- ${file}`).join('\n')}`;
}

export type TurnResult = {
  text: string;
  reasoning: string;
  log: ToolLogEntry[];
  steps: number;
  finishReasons: string[];
};

export async function runTurn({
  model,
  dir,
  messages,
  mode = 'build',
  maxSteps = 8,
}: {
  model: LanguageModelV3;
  dir: string;
  messages: ModelMessage[];
  mode?: 'build' | 'chat';
  maxSteps?: number;
}): Promise<TurnResult> {
  const log: ToolLogEntry[] = [];
  const result = streamText({
    model,
    system: await systemPrompt(dir),
    messages,
    ...(mode === 'build' ? { tools: projectTools(dir, log) } : {}),
    stopWhen: stepCountIs(maxSteps),
  });
  const [text, steps] = await Promise.all([result.text, result.steps]);
  return {
    text,
    // `reasoningText` is the last step's; the thinking happens in the first.
    reasoning: steps.map((step) => step.reasoningText ?? '').join('\n'),
    log,
    steps: steps.length,
    finishReasons: steps.map((step) => step.finishReason),
  };
}

export async function typeCheck(dir: string): Promise<string> {
  try {
    await run(TSC, ['--noEmit', '-p', dir], { cwd: dir });
    return '';
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    return `${failure.stdout ?? ''}${failure.stderr ?? ''}` || failure.message;
  }
}

export async function build(
  builder: Builder,
  projectId: string,
  dir: string,
): Promise<{ outDir: string; errors: string }> {
  // The builder refuses an output folder inside the project: it goes next to it.
  const outDir = `${dir}-dist`;
  // A preview build, as a run's checks render: React's development build reports what production
  // hides (an effect returning a value, a missing key), and the run's smoke render fails on it.
  const result = await builder.build({
    projectId,
    projectDir: dir,
    outDir,
    mode: 'preview',
    kilnOrigin: 'http://localhost:3000',
  });
  if (result.ok) return { outDir, errors: '' };
  return {
    outDir,
    errors: result.errors
      .map((error) => `${error.file ?? ''}:${error.line ?? ''}:${error.column ?? ''}: ${error.message}`)
      .join('\n'),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** A static host for one build folder on 127.0.0.1: files, else index.html (client-side routes). */
export async function serve(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    const info = await stat(file).catch(() => null);
    if (!file.startsWith(root) || !info?.isFile()) file = path.join(root, 'index.html');
    response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type Rendered = { text: string; problems: string[] };

/** Opens a page like a visitor, collecting anything devtools would flag. */
export async function render(
  browser: Browser,
  url: string,
  {
    screenshot,
    viewport = { width: 1280, height: 800 },
    act,
    clock,
  }: {
    screenshot?: string;
    viewport?: { width: number; height: number };
    act?: (page: import('playwright-core').Page) => Promise<void>;
    /** The page's clock starts at this time (and runs on), from its first script. */
    clock?: Date;
  } = {},
): Promise<Rendered> {
  const page = await browser.newPage({ viewport });
  if (clock) await page.clock.install({ time: clock });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A request the test's own navigation cut short (a reload while the favicon loads) is not the app's.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  try {
    // `load` waits for the eager images too; lazy ones below the fold are not requested.
    // Generous waits: a 2-core CI box renders several of these pages at once in software, and a
    // first paint there has been seen to take over 10 s. A page that never renders still fails,
    // with what devtools flagged on the way.
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page
      .locator('#root > *')
      .first()
      .waitFor({ timeout: 40_000 })
      .catch((error: Error) => {
        throw new Error(`${url} rendered nothing: ${error.message}\n${problems.join('\n')}`);
      });
    if (act) await act(page);
    if (screenshot) {
      // Software rendering repaints tiles lazily; a short pause keeps half-painted tiles out of the picture.
      await page.waitForTimeout(200);
      await page.screenshot({ path: screenshot });
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the test wants what a visitor reads, laid out, not raw DOM text.
    const text = await page.locator('#root').innerText();
    return { text, problems };
  } finally {
    await page.close();
  }
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
