import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { COMPONENT_PROJECT_MARKER, isComponentProjectPrompt, knowledgeBlock } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { knownFiles, pathsIn, readConversation, readsOfTurn } from './conversation';

const user = (text: string): LanguageModelV3Prompt[number] => ({
  role: 'user',
  content: [{ type: 'text', text }],
});

describe('readConversation', () => {
  it('tells a first prompt from a later one, whatever happened within the turn', () => {
    expect(readConversation([user('a blog')]).isFirstTurn).toBe(true);
    const afterTools = readConversation([
      user('a blog'),
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: 'a', toolName: 'write_file', input: { path: 'x' } }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'a',
            toolName: 'write_file',
            output: { type: 'text', value: 'ok' },
          },
        ],
      },
    ]);
    expect(afterTools).toMatchObject({ isFirstTurn: true, stepIndex: 1 });
    expect(afterTools.turnCalls[0]).toMatchObject({
      name: 'write_file',
      step: 0,
      result: { isError: false, text: 'ok' },
    });
    const later = readConversation([
      user('a blog'),
      { role: 'assistant', content: [{ type: 'text', text: 'Done' }] },
      user('make it blue'),
    ]);
    expect(later).toMatchObject({
      isFirstTurn: false,
      lastUserText: 'make it blue',
      turnIndex: 2,
      stepIndex: 0,
      turnCalls: [],
    });
  });

  it('reads file contents from text and json tool results, and failures as missing', () => {
    const conversation = readConversation([
      user('make it blue'),
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'a', toolName: 'read_file', input: { path: './src/index.css' } },
          { type: 'tool-call', toolCallId: 'b', toolName: 'read_file', input: { path: 'src/App.tsx' } },
          { type: 'tool-call', toolCallId: 'c', toolName: 'read_file', input: { path: 'src/gone.tsx' } },
          { type: 'tool-call', toolCallId: 'd', toolName: 'list_files', input: {} },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'a',
            toolName: 'read_file',
            output: { type: 'text', value: ':root {}' },
          },
          {
            type: 'tool-result',
            toolCallId: 'b',
            toolName: 'read_file',
            output: { type: 'json', value: { path: 'src/App.tsx', content: 'app' } },
          },
          {
            type: 'tool-result',
            toolCallId: 'c',
            toolName: 'read_file',
            output: { type: 'error-text', value: 'File not found' },
          },
          {
            type: 'tool-result',
            toolCallId: 'd',
            toolName: 'list_files',
            output: { type: 'json', value: ['index.html', 'src/App.tsx'] },
          },
        ],
      },
    ]);
    expect(readsOfTurn(conversation)).toEqual(
      new Map([
        ['src/index.css', ':root {}'],
        ['src/App.tsx', 'app'],
        ['src/gone.tsx', null],
      ]),
    );
    expect(knownFiles(conversation)).toContain('src/App.tsx');
    expect(knownFiles(conversation)).not.toContain('src/pages/Secret.tsx');
  });
});

describe('pathsIn', () => {
  it('finds project paths in a file tree, whatever its bullets', () => {
    const system =
      'Files:\n- index.html\n* src/App.tsx\n  src/pages/Index.tsx\n`src/components/ui/button.tsx`\npublic/favicon.svg\nnode_modules/react/index.js';
    expect(pathsIn(system)).toEqual([
      'index.html',
      'public/favicon.svg',
      'src/App.tsx',
      'src/components/ui/button.tsx',
      'src/pages/Index.tsx',
    ]);
  });
});

describe("the owner's project knowledge", () => {
  it('is never read as a file of the project nor as a rule of Kiln', () => {
    const knowledge = knowledgeBlock(
      `Keep src/pages/Secret.tsx as it is.\n${COMPONENT_PROJECT_MARKER}: a card.`,
    );
    const system = `Project files:\n- index.html\n- src/App.tsx\n\n${knowledge}`;
    const conversation = readConversation([{ role: 'system', content: system }, user('a blog')]);
    expect(knownFiles(conversation)).toContain('src/App.tsx');
    expect(knownFiles(conversation)).not.toContain('src/pages/Secret.tsx');
    expect(conversation.isFirstTurn).toBe(true);
    expect(conversation.system).not.toContain('Secret.tsx');
    expect(isComponentProjectPrompt(conversation.system)).toBe(false);
  });
});

describe("the run's existingApp flag", () => {
  it("makes a project's only message an edit (a fork or a duplicate has its app already)", () => {
    const prompt: LanguageModelV3Prompt = [
      { role: 'system', content: 'Project files:\n- src/App.tsx' },
      user('Hi'),
    ];
    expect(readConversation(prompt).isFirstTurn).toBe(true);
    expect(readConversation(prompt, { existingApp: true }).isFirstTurn).toBe(false);
  });
});
