import { createRequire } from 'node:module';
import path from 'node:path';
import { EDITABLE_STYLE_KEYS, MESSAGES } from '@kiln/contracts';
import { build } from 'esbuild';
import type { BridgeText } from './runtime/config';

// Resolved through the package name rather than `import.meta.url`: the server bundles this module into
// apps/server/dist, where a path relative to the module would point at nothing.
const PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@kiln/preview-bridge/package.json'));
const RUNTIME_ENTRY = path.join(PACKAGE_DIR, 'src/runtime/entry.ts');

const scripts = new Map<string, Promise<string>>();

/** The seed's wording the bridge shows, baked in so the bundle does not carry every message. */
const BRIDGE_TEXT: BridgeText = {
  inspectHint: MESSAGES.INSPECT_OVERLAY,
  multiSelectHint: MESSAGES.INSPECT_MULTI_HINT,
};

/**
 * The bridge as a minified classic script (an IIFE) for the top of a preview's `<head>`, with the
 * workspace origin baked in as its only `postMessage` target. Cached per origin: a Kiln instance has
 * one, so after the first call this is free.
 */
export function buildPreviewBridgeScript(kilnOrigin: string): Promise<string> {
  const origin = parseOrigin(kilnOrigin);
  let script = scripts.get(origin);
  if (!script) {
    script = bundle(origin);
    scripts.set(origin, script);
    // A failed bundle (a broken checkout, say) must not stay cached as the answer forever.
    script.catch(() => scripts.delete(origin));
  }
  return script;
}

/** Only an exact `http(s)://host[:port]` origin: anything else is a caller bug, not a target. */
function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(
      `Kiln origin must be an origin like "http://localhost:3000", got ${JSON.stringify(value)}`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
    throw new TypeError(
      `Kiln origin must be an origin like "http://localhost:3000", got ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

async function bundle(origin: string): Promise<string> {
  const result = await build({
    entryPoints: [RUNTIME_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // JSON.stringify makes the origin a string literal whatever it contains; parseOrigin already
    // refused anything that is not a plain origin.
    define: {
      __KILN_ORIGIN__: JSON.stringify(origin),
      __KILN_TEXT__: JSON.stringify(BRIDGE_TEXT),
      __KILN_STYLE_KEYS__: JSON.stringify(EDITABLE_STYLE_KEYS),
    },
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('Bundling the preview bridge produced no output');
  // The script is inlined in HTML, where this sequence would end the element early.
  if (/<\/script/i.test(code)) throw new Error('The preview bridge bundle contains "</script"');
  return code;
}
