import path from 'node:path';
import { createOfflineModel } from '@kiln/offline-model';
import type { RecipeId } from '@kiln/offline-model/testing';
import type { ModelMessage } from 'ai';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Builder } from '../../../build';
import { build, copyProject, render, runTurn, serve, type TurnResult, typeCheck } from './harness';

/** One prompt per recipe, as a user might type it, and a word the result must show. */
export const RECIPE_PROMPTS: Record<RecipeId, { prompt: string; shows: string }> = {
  landing: { prompt: 'Build a landing page for a bakery in Lisbon called Crumb & Co', shows: 'Crumb & Co' },
  todo: { prompt: 'A todo app called Tidy to organise my week, in violet', shows: 'Tidy' },
  blog: { prompt: 'Create a blog about hiking and travel in the Alps', shows: 'Hiking & Travel' },
  portfolio: { prompt: 'A portfolio for Ana Silva, a wedding photographer in Porto', shows: 'Ana Silva' },
  dashboard: {
    prompt: 'Make a sales dashboard with charts for my online bookshop',
    shows: 'Bookshop Insights',
  },
  store: {
    prompt: 'An online store for handmade ceramics called Clay & Kiln, use #0f766e as the primary colour',
    shows: 'Clay & Kiln',
  },
  restaurant: {
    prompt: 'A restaurant website with our menu for Sakura, a sushi bar in Kyoto',
    shows: 'Sakura',
  },
  event: {
    prompt: 'An event page for the Montreal Jazz Festival, with tickets',
    shows: 'Montreal Jazz Festival',
  },
  fitness: { prompt: 'A fitness tracker named Stride to log my workouts', shows: 'Stride' },
  calculator: { prompt: 'A calculator app called Tally', shows: 'Tally' },
  timer: { prompt: 'A pomodoro timer called Tempo for my study sessions', shows: 'Tempo' },
  booking: { prompt: 'A booking app for my hair salon called Fringe', shows: 'Fringe' },
  weather: { prompt: 'A weather app called Skye with the forecast for Lisbon', shows: 'Skye' },
  records: {
    prompt: 'A simple CRM called Pipeline to keep track of my clients and deals',
    shows: 'Pipeline',
  },
  board: {
    prompt: 'A kanban board called Flow for my team with columns Backlog, Doing, Review and Done',
    shows: 'Flow',
  },
  notes: { prompt: 'A markdown notes app called Inkwell', shows: 'Inkwell' },
  quiz: { prompt: 'A trivia quiz app called Brainy about world capitals', shows: 'Brainy' },
  survey: { prompt: 'An NPS survey called Bean There for my coffee shop', shows: 'Bean There' },
  converter: { prompt: 'A unit converter called Metric', shows: 'Metric' },
  listings: {
    prompt: 'A real estate listings site for apartments in Lisbon called Casa Nova',
    shows: 'Casa Nova',
  },
  chat: { prompt: "A chatbot called Sage for my bookshop's customers", shows: 'Sage' },
  media: { prompt: 'A Spotify-style music player called Tempo for lo-fi beats', shows: 'Tempo' },
};

export type Project = { dir: string; messages: ModelMessage[]; first: TurnResult };

export const model = createOfflineModel({ delayMs: 0 });

/** A project generated from a recipe's prompt through the real tool loop. */
export async function generate(root: string, recipe: RecipeId): Promise<Project> {
  const dir = await copyProject(path.join(root, `${recipe}-base`));
  const prompt = RECIPE_PROMPTS[recipe].prompt;
  const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
  return {
    dir,
    first,
    messages: [
      { role: 'user', content: prompt },
      { role: 'assistant', content: first.text },
    ],
  };
}

let copies = 0;

/** A copy of a generated project, with a follow-up message run on it. */
export async function editCopy(
  root: string,
  base: Project,
  message: string | ((dir: string) => Promise<string>),
  { prepare, mode }: { prepare?: (dir: string) => Promise<void>; mode?: 'build' | 'chat' } = {},
): Promise<{ dir: string; turn: TurnResult }> {
  copies += 1;
  const dir = await copyProject(path.join(root, `edit-${copies}`), base.dir);
  if (prepare) await prepare(dir);
  // A fix request quotes the error the broken project produces, so it is written after `prepare`.
  const content = typeof message === 'string' ? message : await message(dir);
  const turn = await runTurn({ model, dir, mode, messages: [...base.messages, { role: 'user', content }] });
  return { dir, turn };
}

export type Check = {
  path?: string;
  shows?: string | RegExp;
  act?: (page: Page) => Promise<void>;
  screenshot?: string;
  viewport?: { width: number; height: number };
  clock?: Date;
};

/** Builds with Kiln's builder, type-checks with tsc, and renders in Chromium: all must be clean. */
export async function verify(
  builder: Builder,
  browser: Browser,
  dir: string,
  checks: Check[] = [{}],
): Promise<string[]> {
  const projectId = path.basename(dir);
  // Independent checks of the same files: run them side by side.
  const [{ outDir, errors }, typeErrors] = await Promise.all([
    build(builder, projectId, dir),
    typeCheck(dir),
  ]);
  await builder.dispose(projectId);
  expect(errors, 'build errors').toBe('');
  expect(typeErrors, 'tsc --noEmit').toBe('');
  const server = await serve(outDir);
  try {
    const texts: string[] = [];
    for (const check of checks) {
      const result = await render(browser, `${server.origin}${check.path ?? '/'}`, check);
      expect(result.problems, `problems on ${check.path ?? '/'}`).toEqual([]);
      expect(result.text.trim()).not.toBe('');
      if (typeof check.shows === 'string') expect(result.text).toContain(check.shows);
      else if (check.shows) expect(result.text).toMatch(check.shows);
      texts.push(result.text);
    }
    return texts;
  } finally {
    await server.close();
  }
}

export function calls(turn: TurnResult, name?: string) {
  return turn.log.filter((entry) => name === undefined || entry.name === name);
}
