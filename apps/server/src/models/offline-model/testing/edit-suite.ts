import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecipeId } from '@kiln/offline-model/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { build, type TurnResult } from './harness';
import { type Check, calls, editCopy, generate, type Project, verify } from './projects';
import { renderRig } from './render-rig';

/**
 * What the edit-intent integration tests share: a builder and a browser for the test file, each
 * recipe's app generated once, and an edit on a copy of it through the real loop.
 */

export const TIMEOUT = 120_000;
export const FIX = 'Fix this error, think step by step.\n❌❌❌\n';

/** Registers the file's hooks; the helpers it returns use what they set up. */
export function editSuite(prefix: string) {
  const rig = renderRig(prefix);
  const bases = new Map<RecipeId, Promise<Project>>();

  function base(recipe: RecipeId): Promise<Project> {
    let project = bases.get(recipe);
    if (!project) {
      project = generate(rig.root, recipe);
      bases.set(recipe, project);
    }
    return project;
  }

  return {
    base,
    async edit(
      recipe: RecipeId,
      message: string | ((dir: string) => Promise<string>),
      prepare?: (dir: string) => Promise<void>,
      mode?: 'build' | 'chat',
    ) {
      const result = await editCopy(rig.root, await base(recipe), message, { prepare, mode });
      expect(result.turn.finishReasons.at(-1)).toBe('stop');
      return result;
    },
    verify(dir: string, checks?: Check[]): Promise<string[]> {
      return verify(rig.builder, rig.browser, dir, checks);
    },
    /** The build's own error report for a broken project, as the run would hand it to the model. */
    async buildErrors(dir: string): Promise<string> {
      const { errors } = await build(rig.builder, `${path.basename(dir)}-broken`, dir);
      await rig.builder.dispose(`${path.basename(dir)}-broken`);
      expect(errors).not.toBe('');
      return errors;
    },
  };
}

export function css(page: Page, expression: string): Promise<string> {
  return page.evaluate(
    `getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(expression)}).trim()`,
  ) as Promise<string>;
}

export async function replaceIn(dir: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const content = await readFile(full, 'utf8');
  expect(content).toContain(from);
  await writeFile(full, content.replace(from, to));
}

export function committed(turn: TurnResult): string | undefined {
  return calls(turn, 'set_commit_message')[0]?.input.message as string | undefined;
}
