import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORE_NODE_MODULES } from './fixture';

/** A PostCSS plugin of the project's own: sets every `content` to its `word` option. */
const WORD_PLUGIN = `module.exports = (options = {}) => ({
  postcssPlugin: 'postcss-word',
  Declaration(declaration) {
    if (declaration.prop === 'content') declaration.value = JSON.stringify(options.word ?? 'none');
  },
});
module.exports.postcss = true;
`;

/**
 * A project at `dir` with `files`, a PostCSS plugin of its own in its node_modules (`postcss-word`)
 * and `postcss` linked from the store.
 */
export async function makePostcssProject(dir: string, files: Record<string, string>): Promise<string> {
  const all: Record<string, string> = {
    'package.json': '{ "type": "module" }',
    'node_modules/postcss-word/package.json': '{ "name": "postcss-word", "main": "index.js" }',
    'node_modules/postcss-word/index.js': WORD_PLUGIN,
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await symlink(path.join(STORE_NODE_MODULES, 'postcss'), path.join(dir, 'node_modules/postcss'), 'dir');
  return dir;
}
