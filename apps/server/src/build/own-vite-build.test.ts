import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from './builder';
import { copyProject, KILN_ORIGIN, makeTempDir, STORE_NODE_MODULES, type TempDir } from './testing/fixture';
import { IMPORT_PROJECTS_DIR } from './testing/import-fixtures';
import { joinedText, readTree } from './testing/output';
import type { BuildMode } from './types';

/**
 * Issue 21 §4: a project built by its own `vite build` still carries the JSX tagger's source
 * positions in its preview (the visual editor edits its elements), and only there.
 */
let temp: TempDir;
let project: string;

beforeAll(async () => {
  temp = await makeTempDir('kiln-own-vite-');
  project = await copyProject(path.join(temp.dir, 'project'), {
    from: path.join(IMPORT_PROJECTS_DIR, 'own-vite-plugin'),
  });
  await symlink(STORE_NODE_MODULES, path.join(project, 'node_modules'), 'dir');
});
afterAll(() => temp.remove());

async function build(mode: BuildMode) {
  const builder = createBuilder({ maxConcurrent: 1, timeoutMs: 120_000, nodePaths: [STORE_NODE_MODULES] });
  try {
    const outDir = path.join(temp.dir, `out-${mode}`);
    const result = await builder.build({
      projectId: 'own-vite',
      projectDir: project,
      outDir,
      mode,
      kilnOrigin: KILN_ORIGIN,
      engine: 'vite',
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
    return { files: await readTree(outDir), outDir };
  } finally {
    await builder.close();
  }
}

describe("a project's own vite build", () => {
  it('tags the elements of its preview with their source positions, through its own config', async () => {
    const { files } = await build('preview');
    const code = joinedText(files, /\.js$/);
    // <main> at line 11, <h1> at line 12 of src/main.tsx (columns 0-based, as the tagger writes them).
    const tag = (id: string) => new RegExp(`data-unique-id["']?:\\s*["'\`]${id}["'\`]`);
    expect(code).toMatch(tag('src/main.tsx:11:4'));
    expect(code).toMatch(tag('src/main.tsx:12:6'));
    // The project's own plugin still ran: its release name replaced the placeholder.
    expect(code).toContain('Neap 2.4');
    expect(code).not.toContain('__RELEASE_NAME__');
    const page = await readFile(path.join(temp.dir, 'out-preview', 'index.html'), 'utf8');
    expect(page).toContain(KILN_ORIGIN);
  }, 180_000);

  it('leaves its production build untagged, as vite build writes it', async () => {
    const { files } = await build('production');
    const code = joinedText(files, /\.js$/);
    expect(code).toContain('Neap 2.4');
    expect(code).not.toContain('data-unique-id');
    expect(code).not.toContain('src/main.tsx:');
  }, 180_000);
});
