import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeImport, detectStack, readableName } from './stack';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-stack-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

const LOVABLE_PACKAGE = JSON.stringify({
  name: 'vite_react_shadcn_ts',
  dependencies: {
    react: '^18.3.1',
    'react-dom': '^18.3.1',
    'react-router-dom': '^6.26.2',
    '@radix-ui/react-dialog': '^1.1.2',
    '@tanstack/react-query': '^5.56.2',
    'lucide-react': '^0.462.0',
    'tailwindcss-animate': '^1.0.7',
  },
  devDependencies: { vite: '^5.4.1', tailwindcss: '^3.4.11', postcss: '^8.4.47', 'lovable-tagger': '^1.1.7' },
});

describe('what an imported project is made of', () => {
  it('reads a Lovable project: its stack, and its name from the page title (package.json has the starter’s)', async () => {
    const dir = await project({
      'package.json': LOVABLE_PACKAGE,
      'index.html': '<html><head><title>Harbor Coffee</title></head></html>',
      'tailwind.config.ts': 'export default {}',
      'postcss.config.js': 'export default {}',
      'components.json': '{}',
      'src/components/ui/button.tsx': '',
      'src/App.module.css': '',
    });
    const stack = await detectStack(dir);
    expect(stack).toEqual({
      name: 'Harbor Coffee',
      origin: 'Lovable',
      framework: 'Vite + React',
      styling: ['Tailwind CSS 3 (tailwind.config.ts)', 'PostCSS', 'CSS modules'],
      router: 'React Router',
      ui: ['shadcn/ui', 'Radix UI', 'lucide-react icons'],
      data: ['TanStack Query'],
      packageCount: 11,
    });
    const account = describeImport(stack, 'harbor.zip', ['Left out of the zip: `node_modules`.']);
    expect(account).toContain('Imported this Lovable project from harbor.zip.');
    expect(account).toContain('- **Styling:** Tailwind CSS 3 (tailwind.config.ts), PostCSS, CSS modules');
    expect(account).toContain('- **Routing:** React Router');
    expect(account).toContain('Left out of the zip: `node_modules`.');
  });

  it('names a project from package.json unless a starter named it, and never from a starter title', async () => {
    const named = await project({
      'package.json': JSON.stringify({ name: '@acme/field-notes', dependencies: { react: '^19.0.0' } }),
      'index.html': '<title>Vite + React + TS</title>',
    });
    expect((await detectStack(named)).name).toBe('Field notes');
    const anonymous = await project({
      'package.json': JSON.stringify({
        name: 'vite-react-typescript-starter',
        dependencies: { react: '^19.0.0' },
      }),
      'index.html': '<title>Vite + React + TS</title>',
      '.bolt/config.json': '{}',
    });
    const stack = await detectStack(anonymous);
    expect(stack.name).toBeNull();
    expect(stack.origin).toBe('Bolt');
    expect(readableName('my_cool-app.zip')).toBe('My cool app');
  });

  it('refuses what Kiln cannot build, saying why', async () => {
    const next = await project({
      'package.json': JSON.stringify({ dependencies: { next: '15.0.0', react: '^19.0.0' } }),
    });
    await expect(detectStack(next)).rejects.toThrow('This is a Next.js app.');
    const noIndex = await project({ 'package.json': JSON.stringify({ dependencies: { react: '^19.0.0' } }) });
    await expect(detectStack(noIndex)).rejects.toThrow('this one has no index.html at its root');
    await expect(detectStack(await project({ 'index.html': '' }))).rejects.toThrow('has no package.json');
    await expect(detectStack(await project({ 'package.json': '{ nope', 'index.html': '' }))).rejects.toThrow(
      'package.json is not valid JSON',
    );
    const vue = await project({
      'package.json': JSON.stringify({ dependencies: { vue: '^3' } }),
      'index.html': '',
    });
    await expect(detectStack(vue)).rejects.toThrow('does not depend on React');
  });
});
