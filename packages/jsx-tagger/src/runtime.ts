import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_NAME_ATTRIBUTE, UNIQUE_ID_ATTRIBUTE } from './tag-jsx';

/**
 * Tagging at render instead of at build. A development build of JSX (esbuild's `jsxDev`, Babel's
 * `development`) already passes each element's source position to the runtime's `jsxDEV`:
 * `{ fileName, lineNumber, columnNumber }`, the file relative to the build's working folder, the line
 * 1-based and the column 1-based in UTF-16 code units. So a preview build can leave the project's
 * files to esbuild's own loader (no plugin reads, parses and rewrites every file on each rebuild) and
 * import its JSX runtime from this module instead of React's: it stamps the same `data-unique-id`
 * and `data-file-name` `tagJsx` writes, then hands the element to React's own `jsxDEV`.
 *
 * The same elements are tagged: host elements (a tag name, not a component or a namespaced
 * `svg:rect`) written in `src/`, unless their props already carry either attribute. Like `tagJsx`,
 * the attributes come before the element's own props, so a spread that sets them wins. One case goes
 * further than `tagJsx` can: `<Tag>` where `Tag` holds a tag name is tagged too, at its own position.
 */

/** The `jsxImportSource` preview builds use: esbuild imports `${JSX_RUNTIME_SOURCE}/jsx-dev-runtime`. */
export const JSX_RUNTIME_SOURCE = 'kiln-jsx-tagger';

/** The runtime module. It imports React's own dev runtime, the one the rest of the app uses. */
export const JSX_DEV_RUNTIME = `import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';

export { Fragment };

const HOST = /^[a-z][^:]*$/;

export function jsxDEV(type, props, key, isStaticChildren, source, self) {
  if (
    typeof type === 'string' &&
    HOST.test(type) &&
    source &&
    typeof source.fileName === 'string' &&
    source.fileName.startsWith('src/') &&
    props !== null &&
    typeof props === 'object' &&
    !(${JSON.stringify(UNIQUE_ID_ATTRIBUTE)} in props) &&
    !(${JSON.stringify(FILE_NAME_ATTRIBUTE)} in props)
  ) {
    const id = source.fileName + ':' + source.lineNumber + ':' + (source.columnNumber - 1);
    props = { ${JSON.stringify(UNIQUE_ID_ATTRIBUTE)}: id, ${JSON.stringify(FILE_NAME_ATTRIBUTE)}: source.fileName, ...props };
  }
  return reactJsxDEV(type, props, key, isStaticChildren, source, self);
}
`;

/**
 * Writes the runtime as `dir/jsx-dev-runtime.js` and answers `dir`: alias `JSX_RUNTIME_SOURCE` to it
 * and set `jsxImportSource` to `JSX_RUNTIME_SOURCE`.
 */
export async function writeJsxRuntime(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'jsx-dev-runtime.js'), JSX_DEV_RUNTIME);
  return dir;
}
