import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, runnerImport } from 'vite';

export default defineConfig(async ({ mode }) => ({
  plugins: [mode === 'development' ? await kilnJsxTagger() : null, react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
}));

/**
 * Inside Kiln, `@kiln/jsx-tagger` marks each element with the file and line it comes from, so Kiln's
 * visual editor can map a click in the preview back to the code. A downloaded project does not list
 * the package and runs exactly the same without it.
 */
async function kilnJsxTagger(): Promise<PluginOption> {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('@kiln/jsx-tagger/vite');
  } catch {
    return null;
  }
  try {
    // The tagger ships TypeScript source, which Node cannot import by itself: Vite's module runner
    // compiles it on the way in.
    const { module } = await runnerImport<{ viteJsxTagger: () => PluginOption }>(entry);
    return module.viteJsxTagger();
  } catch (error) {
    console.warn(`[kiln] JSX tagger not loaded: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
