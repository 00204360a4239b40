import { extractExplicitName } from '../app-spec';
import type { Conversation } from '../conversation';
import { indexHtml } from '../recipes/shared/app-shell';
import type { PlannedCall, Reply } from '../respond';
import { kebabCase, pascalCase } from '../source/tsx';
import { type ComponentKind, pickComponentKind } from './kinds';
import { showcasePage } from './showcase';

export type ComponentSpec = {
  kind: ComponentKind;
  isExact: boolean;
  name: string;
  exportName: string;
  /** `src/components/<folder>/<folder>.tsx` */
  path: string;
  importPath: string;
};

/** Letters, digits, spaces and a little punctuation: the name lands in code, comments and JSX. */
function safeName(name: string | null): string | null {
  const cleaned = name?.replace(/[^\p{L}\p{N} &'.-]/gu, '').trim();
  return cleaned && /[A-Za-z]/.test(cleaned) ? cleaned : null;
}

export function componentSpec(prompt: string): ComponentSpec {
  const { kind, isExact } = pickComponentKind(prompt);
  const name = safeName(extractExplicitName(prompt)) ?? kind.defaultName;
  const pascal = pascalCase(name);
  const exportName = /^[A-Z]/.test(pascal) ? pascal : `Component${pascal}`;
  const folder = kebabCase(exportName);
  return {
    kind,
    isExact,
    name,
    exportName,
    path: `src/components/${folder}/${folder}.tsx`,
    importPath: `@/components/${folder}/${folder}`,
  };
}

/**
 * The first prompt of a component project (platform `component`): one step writes the component in
 * its own folder and the showcase page that renders it; the next sums it up.
 */
export function componentFirstStep(conversation: Conversation): Reply {
  const spec = componentSpec(conversation.lastUserText);
  if (conversation.turnCalls.length > 0) return componentSummary(spec, conversation);
  const { kind } = spec;
  const calls: PlannedCall[] = [
    { toolName: 'set_project_name', input: { name: spec.name } },
    {
      toolName: 'write_file',
      input: { path: spec.path, content: kind.source(spec.exportName, kind.description) },
    },
    { toolName: 'write_file', input: { path: 'src/pages/Index.tsx', content: showcasePage(spec) } },
    {
      toolName: 'write_file',
      input: { path: 'index.html', content: indexHtml(spec.name, kind.description) },
    },
    { toolName: 'set_commit_message', input: { message: `Create the ${spec.name} component` } },
    { toolName: 'suggest', input: { suggestions: kind.suggestions.slice(0, 4) } },
  ];
  const fallback = spec.isExact
    ? ''
    : `I'm Kiln's built-in offline model and I can't write that exact component myself, so I'll start you with a ${kind.label} you can shape from here. `;
  return {
    reasoning:
      `This is a component project, so I'll build one reusable ${kind.label} rather than a whole app: ` +
      `${spec.exportName} in ${spec.path}, typed props with defaults so <${spec.exportName} /> looks finished on its own, ` +
      `the template's ui kit and theme tokens, and a showcase page in src/pages/Index.tsx that renders it in its variants.`,
    text: `${fallback}I'll build **${spec.name}**, a ${kind.label} you can add to any of your projects from the Components tab.`,
    calls,
  };
}

function componentSummary(spec: ComponentSpec, conversation: Conversation): Reply {
  const failed = conversation.turnCalls.filter((call) => call.result?.isError);
  const problems =
    failed.length > 0
      ? `\n\nSome steps failed: ${failed.map((call) => `${call.name} (${call.result?.text ?? 'error'})`).join('; ')}.`
      : '';
  const highlights = spec.kind.highlights.map((line) => `- ${line}`).join('\n');
  return {
    text:
      `**${spec.name}** is ready in \`${spec.path}\`:\n${highlights}\n\nThe showcase page shows it live. ` +
      `To use it in an app, open that app's Components tab and choose “Use in this project”.${problems}`,
    calls: [],
  };
}
