import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §3: a listings site's items follow its subject. Each subject schema writes an app that
 * builds, type-checks and renders with its own fields as filters, on a desktop and on a phone.
 */
const rig = renderRig('kiln-offline-listings-');

describe.concurrent('listings by subject', () => {
  it.each([
    ['Pet adoption listings for our rescue shelter in Bristol', 'Biscuit, a gentle beagle', 'Species'],
    ['A listings site for second-hand books', 'Middlemarch', 'Genre'],
    ['Course listings for evening classes in Porto', 'Pottery for beginners', 'Level'],
    ['A listings site for vintage furniture', 'Teak sideboard', 'Era'],
  ])(
    '"%s" lists its own kind of items',
    async (prompt, item, filter) => {
      const dir = await copyProject(path.join(rig.root, item.replace(/\W+/g, '-')));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          shows: item,
          act: async (page) => {
            await page.getByLabel(filter).first().waitFor();
          },
        },
        {
          viewport: { width: 375, height: 800 },
          shows: item,
          act: async (page) => {
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
      ]);
    },
    120_000,
  );
});
