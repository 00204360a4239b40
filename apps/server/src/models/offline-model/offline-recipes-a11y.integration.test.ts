import { RECIPE_IDS } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { auditApp } from './testing/a11y';
import { generate } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §4's quality gates for every recipe: axe-core finds no serious or critical violation on
 * any of the app's routes, on a desktop (1440 px) and on a phone (375 px), and nothing scrolls
 * sideways on the phone (see `testing/a11y.ts`). The same gates on translated apps:
 * `offline-recipes-a11y-languages.integration.test.ts`.
 */
const rig = renderRig('kiln-offline-a11y-');

describe.concurrent('recipes pass the quality gates', () => {
  it.each(RECIPE_IDS)(
    '%s: no serious axe violation on any route at 1440 and 375 px, no sideways scroll on a phone',
    async (recipe) => {
      const { dir } = await generate(rig.root, recipe);
      const { errors, findings } = await auditApp(rig, `a11y-${recipe}`, dir);
      expect(errors).toBe('');
      expect(findings).toEqual([]);
    },
    180_000,
  );
});
