import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';

/**
 * A small project as Lovable or Bolt leave one: Vite + React + TypeScript + Tailwind 4, an `@/`
 * alias, a JSON and an SVG import, a vite.config naming a dev-only plugin Kiln never runs. Its
 * packages are all in Kiln's shared store, so importing it installs nothing.
 */
export const SAMPLE_FILES: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'sunrise-bakery',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build' },
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', clsx: '^2.1.0' },
      devDependencies: {
        vite: '^8.0.0',
        '@vitejs/plugin-react': '^6.0.0',
        tailwindcss: '^4.0.0',
        '@tailwindcss/vite': '^4.0.0',
        'lovable-tagger': '^1.1.7',
        eslint: '^9.9.0',
      },
    },
    null,
    2,
  ),
  'index.html':
    '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><title>Sunrise Bakery</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  'vite.config.ts':
    "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nimport tailwindcss from '@tailwindcss/vite';\nimport path from 'node:path';\nimport { componentTagger } from 'lovable-tagger';\n\nexport default defineConfig(({ mode }) => ({\n  plugins: [react(), tailwindcss(), mode === 'development' && componentTagger()].filter(Boolean),\n  resolve: { alias: { '@': path.resolve(__dirname, './src') } },\n}));\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: { jsx: 'react-jsx', baseUrl: '.', paths: { '@/*': ['./src/*'] }, strict: true },
  }),
  '.gitignore': 'node_modules\ndist\n',
  'src/main.tsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
  'src/index.css': '@import "tailwindcss";\n',
  'src/App.tsx':
    "import clsx from 'clsx';\nimport menu from '@/data/menu.json';\nimport logo from '@/assets/logo.svg';\n\nexport default function App() {\n  return (\n    <main className={clsx('mx-auto max-w-2xl p-8', 'text-amber-900')}>\n      <img src={logo} alt=\"Sunrise Bakery\" className=\"h-12\" />\n      <h1 className=\"text-4xl font-bold\">Sunrise Bakery</h1>\n      <ul>{menu.map((item) => <li key={item}>{item}</li>)}</ul>\n    </main>\n  );\n}\n",
  'src/data/menu.json': '["Sourdough loaf", "Cinnamon knot", "Rye crackers"]\n',
  'src/assets/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#f59e0b"/></svg>\n',
};

/** The sample as a zip of its folder (`folder/...`), as GitHub's "Download ZIP" gives it. */
export function sampleZip(folder = 'sunrise-bakery-main', extra: Record<string, string> = {}): Uint8Array {
  const entries = Object.entries({ ...SAMPLE_FILES, ...extra }).map(
    ([file, content]) => [`${folder}/${file}`, strToU8(content)] as const,
  );
  return zipSync(Object.fromEntries(entries));
}

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

/**
 * A bare repository `<root>/<owner>/<name>.git` holding the sample in three commits on `main` (the
 * history an import keeps), and a `next` branch with a fourth.
 */
export function sampleRepository(root: string, owner: string, name: string): void {
  const bare = path.join(root, owner, `${name}.git`);
  mkdirSync(path.dirname(bare), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare], { env: GIT_ENV });
  const work = mkdtempSync(path.join(os.tmpdir(), 'kiln-sample-repo-'));
  const run = (args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Someone', '-c', 'user.email=someone@example.com', ...args], {
      cwd: work,
      env: GIT_ENV,
    });
  try {
    run(['init', '--quiet', '--initial-branch=main']);
    const write = (files: Record<string, string>) => {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
        writeFileSync(path.join(work, file), content);
      }
    };
    const commit = (message: string) => {
      run(['add', '--all']);
      run(['commit', '--quiet', '-m', message]);
    };
    const { 'src/data/menu.json': menu, ...rest } = SAMPLE_FILES;
    write({ ...rest, 'src/data/menu.json': '["Sourdough loaf"]\n' });
    commit('Start the bakery site');
    write({ 'src/data/menu.json': menu ?? '' });
    commit('Add the menu');
    write({ 'README.md': '# Sunrise Bakery\n' });
    commit('Write a README');
    run(['push', '--quiet', bare, 'main']);
    write({ 'src/data/menu.json': '["Seasonal galette"]\n' });
    commit('Try a seasonal menu');
    run(['push', '--quiet', bare, 'HEAD:refs/heads/next']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
