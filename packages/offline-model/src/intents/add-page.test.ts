import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { FileView } from '../file-view';
import { defaultNamesFor } from '../recipes';
import { recogniseIntents } from './index';
import { findHomePage } from './project';
import type { IntentContext } from './types';

/** A one-page app as Bolt or v0 write them: App.tsx is the page, main.tsx renders it, no router. */
const ONE_PAGE_APP = new Map([
  [
    'src/App.tsx',
    `export default function App() {\n  return (\n    <main className="p-8">\n      <h1>Harbor Lights</h1>\n    </main>\n  );\n}\n`,
  ],
  [
    'src/main.tsx',
    `import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n`,
  ],
  ['package.json', JSON.stringify({ dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1' } })],
]);

function contextFor(files: Map<string, string>) {
  const view = new FileView([...files.keys()], files);
  const spec = extractSpec('A landing page for Harbor Lights, a seafood restaurant', defaultNamesFor);
  return { view, context: { view, spec: () => spec } as unknown as IntentContext };
}

describe('add-page on a one-page app without a router', () => {
  it('says plainly that the offline model does not add routing, points to a real model, and writes nothing', () => {
    const { view, context } = contextFor(ONE_PAGE_APP);
    const [intent] = recogniseIntents('Add an about page');
    expect(intent?.id).toBe('add-page');
    const outcome = intent?.plan(context);
    expect(outcome).toEqual({
      status: 'cannot',
      reply: expect.stringContaining(
        "src/App.tsx has no `<Routes>`), and the built-in offline model doesn't add routing",
      ),
    });
    expect(outcome && 'reply' in outcome ? outcome.reply : '').toContain(
      '[Add a real model](/docs#real-models)',
    );
    expect(view.changes()).toEqual([]);
    // The page it is: App.tsx is the home page every other edit changes.
    expect(findHomePage(view)).toBe('src/App.tsx');
  });
});
