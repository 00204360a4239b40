import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editSuite, FIX, replaceIn, TIMEOUT } from './testing/edit-suite';
import { typeCheck } from './testing/harness';
import { calls } from './testing/projects';

/**
 * The fix-error intent on a generated app broken on purpose, with the error the build, tsc or the
 * browser reports, through the real loop, then Kiln's builder, tsc and Chromium: the fix must build,
 * type-check and render clean.
 */
const { buildErrors, edit, verify } = editSuite('kiln-offline-fix-error-');

describe.concurrent('edit intents: fixing errors', () => {
  it(
    'fix-error: an effect that returns a value gets a block body (apps generated before the fix)',
    async () => {
      const { dir, turn } = await edit(
        'todo',
        `${FIX}%s must not return anything besides a function, which is used for clean-up.%s useEffect\ndestroy is not a function\nThe page rendered nothing: #root is empty.`,
        (project) =>
          replaceIn(
            project,
            'src/components/layout/app-layout.tsx',
            'useEffect(() => {\n    window.scrollTo(0, 0);\n    setMenuOpen(false);\n  }, [pathname]);',
            'useEffect(() => window.scrollTo(0, 0), [pathname]);',
          ),
      );
      expect(calls(turn, 'edit_file').map((entry) => entry.input.path)).toEqual([
        'src/components/layout/app-layout.tsx',
      ]);
      expect(await readFile(path.join(dir, 'src/components/layout/app-layout.tsx'), 'utf8')).toContain(
        '  useEffect(() => {\n    window.scrollTo(0, 0);\n  }, [pathname]);',
      );
      // Navigating runs the effect's clean-up: the crash this was.
      await verify(dir, [
        {
          act: async (page) => {
            await page.getByRole('link', { name: 'Progress' }).first().click();
            await page.getByText('By priority').waitFor();
          },
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: an import pointing at the wrong folder is re-pointed',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        (project) =>
          replaceIn(
            project,
            'src/pages/Index.tsx',
            "'@/components/sections/faq-section'",
            "'@/components/faq-section'",
          ),
      );
      expect(calls(turn, 'edit_file').map((entry) => entry.input.path)).toEqual(['src/pages/Index.tsx']);
      await verify(dir, [{ act: async (page) => void (await page.locator('#faq').waitFor()) }]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a missing component is created',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        async (project) => {
          await replaceIn(
            project,
            'src/pages/Index.tsx',
            '      <HeroSection />',
            '      <HeroSection />\n      <OpeningHours />',
          );
          await replaceIn(
            project,
            'src/pages/Index.tsx',
            'import { CtaSection }',
            "import { OpeningHours } from '@/components/opening-hours';\nimport { CtaSection }",
          );
        },
      );
      expect(calls(turn, 'write_file').map((entry) => entry.input.path)).toEqual([
        'src/components/opening-hours.tsx',
      ]);
      expect(turn.text).toMatch(/placeholder/);
      await verify(dir, [{ shows: 'Opening Hours' }]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: an npm package missing from package.json is added',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        `${FIX}src/pages/Index.tsx:1:19: ERROR: Could not resolve "zod"\n  You can mark the path "zod" as external to exclude it from the bundle.`,
        (project) =>
          replaceIn(
            project,
            'src/pages/Index.tsx',
            'export default function Index() {',
            "import { z } from 'zod';\n\nexport const Email = z.string().email();\n\nexport default function Index() {",
          ),
      );
      expect(calls(turn, 'add_dependency').map((entry) => entry.input.name)).toEqual(['zod']);
      expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).dependencies).toHaveProperty(
        'zod',
      );
      await verify(dir);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a misspelt named export is aliased',
    async () => {
      const { dir } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        async (project) => {
          await replaceIn(project, 'src/pages/Index.tsx', 'import { FaqSection }', 'import { FAQSection }');
          await replaceIn(project, 'src/pages/Index.tsx', '<FaqSection />', '<FAQSection />');
        },
      );
      await verify(dir, [{ act: async (page) => void (await page.locator('#faq').waitFor()) }]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a JSX syntax error in a generated file is rewritten',
    async () => {
      const { dir, turn } = await edit(
        'landing',
        async (project) => FIX + (await buildErrors(project)),
        (project) =>
          replaceIn(project, 'src/components/sections/features-section.tsx', '</CardHeader>', '</CardHead>'),
      );
      // Restored from the generated version: an edit of the broken region, or the whole file.
      expect(
        calls(turn)
          .filter((entry) => /_file$/.test(entry.name) && entry.name !== 'read_file')
          .map((entry) => entry.input.path),
      ).toEqual(['src/components/sections/features-section.tsx']);
      await verify(dir, [{ act: async (page) => void (await page.locator('#features').waitFor()) }]);
    },
    TIMEOUT,
  );

  it(
    'fix-error: a missing import found by the type check',
    async () => {
      const { dir } = await edit(
        'landing',
        async (project) => FIX + (await typeCheck(project)),
        (project) =>
          replaceIn(
            project,
            'src/components/sections/hero-section.tsx',
            "import { Badge } from '@/components/ui/badge';\n",
            '',
          ),
      );
      await verify(dir);
    },
    TIMEOUT,
  );

  it(
    'fix-error: says plainly when it cannot fix an error',
    async () => {
      const { turn } = await edit(
        'landing',
        `${FIX}Uncaught TypeError: Cannot read properties of undefined (reading 'map')\n    at Menu (index-4f2a.js:1:2040)`,
      );
      expect(
        calls(turn).filter((entry) => entry.name !== 'read_file' && entry.name !== 'list_files'),
      ).toEqual([]);
      expect(turn.text).toMatch(/isn't one I know how to repair offline/);
      expect(turn.text).toContain('ANTHROPIC_API_KEY');
    },
    TIMEOUT,
  );
});
