import { extractSpec, RECIPE_IDS } from '../../app-spec';
import { assembleApp, defaultNamesFor } from '../../recipes';
import { buildSection, SECTION_KINDS } from '../../recipes/sections';
import { THEME_TOGGLE_PATH, themeToggle } from '../dark-mode';
import { sectionContextFor } from '../sections';
import type { IntentContext } from '../types';

/** Files the offline model writes from recipes, for the app as its first prompt described it. */
export function knownFiles(context: IntentContext): Map<string, string>[] {
  const spec = context.spec();
  if (!spec) return [];
  const sets: Map<string, string>[] = [];
  const recipes = [spec.recipe, ...RECIPE_IDS.filter((id) => id !== spec.recipe)];
  for (const recipe of recipes) {
    const variant = { ...extractSpec(spec.prompt, defaultNamesFor), ...spec, recipe };
    sets.push(new Map(assembleApp(variant).files.map((file) => [file.path, file.content])));
  }
  const sectionContext = sectionContextFor(context);
  if (sectionContext) {
    sets.push(
      new Map(
        SECTION_KINDS.flatMap((kind) => buildSection(kind, sectionContext).files).map((file) => [
          file.path,
          file.content,
        ]),
      ),
    );
  }
  // The toggle dark-mode wrote, with its labels in the app's language.
  sets.push(new Map([[THEME_TOGGLE_PATH, themeToggle(sectionContext?.language)]]));
  return sets;
}

export function similarity(a: string, b: string): number {
  const lines = (text: string) =>
    new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 3),
    );
  const left = lines(a);
  const right = lines(b);
  let shared = 0;
  for (const line of left) if (right.has(line)) shared += 1;
  return shared / Math.max(1, Math.max(left.size, right.size));
}
