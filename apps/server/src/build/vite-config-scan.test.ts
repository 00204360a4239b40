import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { ownViteBuildReason } from './vite-config-scan';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

async function reasonFor(files: Record<string, string>): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-vite-scan-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);
  return ownViteBuildReason(dir);
}

const LOVABLE_CONFIG = `import { defineConfig } from "vite";
import react from "@vitejs/plugin-react-swc";
import path from "path";
import { componentTagger } from "lovable-tagger";

// https://vitejs.dev/config/
export default defineConfig(({ mode }) => ({
  server: { host: "::", port: 8080 },
  plugins: [react(), mode === 'development' && componentTagger()].filter(Boolean),
  resolve: { alias: { "@": path.resolve(__dirname, "./src") } },
}));
`;

describe('which projects need their own vite build', () => {
  it('leaves the usual configs (Lovable, Bolt, Kiln) to the fast builder', async () => {
    expect(await reasonFor({ 'vite.config.ts': LOVABLE_CONFIG })).toBeNull();
    expect(
      await reasonFor({
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({\n  plugins: [react()],\n  optimizeDeps: { exclude: ['lucide-react'] },\n});\n`,
      }),
    ).toBeNull();
    // Kiln's own starter (its config loads Kiln's tagger in dev, through Node's module helpers).
    expect(
      await reasonFor({
        'vite.config.ts': await readFile(path.join(REPO_ROOT, 'templates/react-vite/vite.config.ts'), 'utf8'),
        'package.json': await readFile(path.join(REPO_ROOT, 'templates/react-vite/package.json'), 'utf8'),
      }),
    ).toBeNull();
    // No config at all: Vite's defaults.
    expect(await reasonFor({ 'package.json': '{"dependencies":{"react":"^19.0.0"}}' })).toBeNull();
  });

  it('names the plugin, the local module, the inline plugin, the define or the stylesheet language', async () => {
    expect(
      await reasonFor({
        'vite.config.ts': `import { defineConfig } from 'vite';\nimport { VitePWA } from 'vite-plugin-pwa';\nexport default defineConfig({ plugins: [VitePWA()] });\n`,
      }),
    ).toBe('its vite.config.ts uses the Vite plugin "vite-plugin-pwa"');
    expect(
      await reasonFor({
        'vite.config.js': `import banner from './build/banner.js';\nexport default { plugins: [banner()] };\n`,
      }),
    ).toBe('its vite.config.js loads "./build/banner.js"');
    expect(
      await reasonFor({
        'vite.config.ts': `export default { plugins: [{ name: 'stamp', transformIndexHtml(html) { return html; } }] };\n`,
      }),
    ).toBe('its vite.config.ts defines a plugin of its own');
    expect(
      await reasonFor({ 'vite.config.mjs': `export default { define: { __VERSION__: '"1.0"' } };\n` }),
    ).toBe('its vite.config.mjs defines build-time constants');
    expect(await reasonFor({ 'package.json': '{"devDependencies":{"sass":"^1.77.0"}}' })).toBe(
      'it styles with Sass',
    );
    expect(
      await reasonFor({
        'vite.config.ts': `import { defineConfig } from 'vite';\nexport default defineConfig({ css: { postcss: { plugins: [] } } });\n`,
      }),
    ).toBe('its vite.config.ts sets CSS options');
  });

  it('sends a YAML PostCSS config to vite build, and reads a JSON .postcssrc itself', async () => {
    expect(await reasonFor({ '.postcssrc.yml': 'plugins:\n  tailwindcss: {}\n' })).toBe(
      'its PostCSS config (.postcssrc.yml) is YAML',
    );
    expect(await reasonFor({ '.postcssrc': 'plugins:\n  autoprefixer: {}\n' })).toBe(
      'its PostCSS config (.postcssrc) is YAML',
    );
    expect(await reasonFor({ '.postcssrc': '{ "plugins": { "autoprefixer": {} } }' })).toBeNull();
  });

  it('does not take a commented-out plugin for a real one', async () => {
    expect(
      await reasonFor({
        'vite.config.ts': `import react from '@vitejs/plugin-react';\n// import legacy from '@vitejs/plugin-legacy';\n/* import pwa from 'vite-plugin-pwa'; */\nexport default { plugins: [react()] };\n`,
      }),
    ).toBeNull();
  });
});
