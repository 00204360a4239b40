import type { LanguageModelV3FunctionTool, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { TOOL_INPUTS } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { type KindId, OTHER_KIND_IDS } from '../kinds';
import { createOfflineModel } from '../offline-model';
import { RECIPES } from '../recipes';
import prompts from './prompts.json' with { type: 'json' };

/**
 * Issue 18's prompt suite: first prompts as people write them, each with the kind of app it asks for
 * (written by hand, for this purpose). Every prompt goes through the model as a project's first
 * message, and its outcome is read from what the model sends: the recipe from its commit message, and
 * whether the reply's first sentence owns up to building something else. Outcomes:
 * - right: the app built is the kind asked for;
 * - disclosed: another kind, and the first sentence says so;
 * - undisclosed: another kind, presented as what was asked. There must be none.
 */
type Outcome = 'right' | 'disclosed' | 'undisclosed';
const DISCLOSURE = /^(?:I can't build|I couldn't tell which kind of app)/;

const TOOLS: LanguageModelV3FunctionTool[] = Object.keys(TOOL_INPUTS).map((name) => ({
  type: 'function',
  name,
  inputSchema: { type: 'object' },
}));

async function firstReply(prompt: string): Promise<{ text: string; commitMessage: string }> {
  const { stream } = await createOfflineModel({ delayMs: 0 }).doStream({
    prompt: [
      {
        role: 'system',
        content: 'Project files:\n- index.html\n- src/App.tsx\n- src/index.css\n- src/main.tsx',
      },
      { role: 'user', content: [{ type: 'text', text: prompt }] },
    ],
    tools: TOOLS,
  });
  let text = '';
  let commitMessage = '';
  for await (const part of stream as AsyncIterable<LanguageModelV3StreamPart>) {
    if (part.type === 'text-delta') text += part.delta;
    if (part.type === 'tool-call' && part.toolName === 'set_commit_message') {
      commitMessage = (JSON.parse(part.input) as { message: string }).message;
    }
  }
  return { text, commitMessage };
}

/** The recipe named by "Create Crumb & Co: landing page". */
function builtKind(commitMessage: string): KindId | null {
  const label = commitMessage.split(': ').at(-1);
  const entry = Object.entries(RECIPES).find(([, recipe]) => recipe.label.toLowerCase() === label);
  return (entry?.[0] as KindId | undefined) ?? null;
}

describe('the offline model on the prompt suite', () => {
  it('builds what was asked, or says first that it did not; never a stand-in passed off as the real thing', async () => {
    const results: { prompt: string; kind: string; built: KindId | null; outcome: Outcome }[] = [];
    for (const { prompt, kind } of prompts) {
      const { text, commitMessage } = await firstReply(prompt);
      const built = builtKind(commitMessage);
      const outcome: Outcome =
        built === kind ? 'right' : DISCLOSURE.test(text.trim()) ? 'disclosed' : 'undisclosed';
      results.push({ prompt, kind, built, outcome });
    }
    const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
    const percent = (n: number) => `${Math.round((n / results.length) * 100)} %`;
    console.info(
      `Prompt suite (${results.length} prompts): right kind ${count('right')} (${percent(count('right'))}), ` +
        `disclosed substitutions ${count('disclosed')}, undisclosed ${count('undisclosed')}`,
    );
    expect(results.length).toBeGreaterThanOrEqual(60);
    expect(results.filter((result) => result.outcome === 'undisclosed')).toEqual([]);
    // A kind the model has a recipe for is always built as asked.
    const recipeKinds = results.filter(
      (result) => !(OTHER_KIND_IDS as readonly string[]).includes(result.kind),
    );
    expect(recipeKinds.filter((result) => result.outcome !== 'right')).toEqual([]);
  });
});
