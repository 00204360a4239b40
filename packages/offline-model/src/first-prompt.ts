import { extractSpec, unsupportedKind } from './app-spec';
import type { Conversation } from './conversation';
import { assembleApp, defaultNamesFor } from './recipes';
import { CONNECT_A_MODEL } from './replies';
import type { PlannedCall, Reply } from './respond';

/**
 * The first prompt of a project: one step writes the whole app from a recipe, the next (after the
 * tool results come back) sums it up. Both are recomputed from the prompt, so they always agree.
 */
export function firstPromptReply(prompt: string): Reply {
  const spec = extractSpec(prompt, defaultNamesFor);
  const { recipe, plan, files } = assembleApp(spec);
  const subject = spec.subject ? ` for ${spec.subject}` : '';
  const colours = [spec.colours.primary, spec.colours.accent].filter(Boolean);
  const pages = ['/', ...plan.routes.map((route) => route.path)];

  const reasoning = [
    `The user wants ${article(recipe.label)} ${recipe.label.toLowerCase()}${subject}.`,
    `I'll call it “${spec.name}”${spec.name === defaultNamesFor(spec.recipe).find((name) => name === spec.name) ? ' since the prompt gives no name' : ''}.`,
    colours.length > 0
      ? `They asked for ${colours.join(' and ')}, so those become the theme's primary${colours.length > 1 ? ' and accent' : ''} tokens in src/index.css, with dark-mode variants derived from them.`
      : `No colours were given, so I'll use a ${recipe.label.toLowerCase()} palette that suits the subject.`,
    `Plan: ${pages.length} route${pages.length === 1 ? '' : 's'} (${pages.join(', ')}), ${files.filter((file) => file.path.startsWith('src/components/')).length} components using the template's ui kit (Button, Card, Badge and friends) and lucide icons, mobile-first layouts, labelled forms and landmarks.`,
    `I'll replace the template's welcome page, keep main.tsx and the ui components, set the page title, then commit and suggest next steps.`,
  ].join(' ');

  const calls: PlannedCall[] = [
    { toolName: 'set_project_name', input: { name: spec.name } },
    ...files.map(
      (file): PlannedCall => ({ toolName: 'write_file', input: { path: file.path, content: file.content } }),
    ),
    ...Object.entries(plan.dependencies ?? {}).map(
      ([name, version]): PlannedCall => ({ toolName: 'add_dependency', input: { name, version } }),
    ),
    {
      toolName: 'set_commit_message',
      input: { message: `Create ${spec.name}: ${recipe.label.toLowerCase()}`.slice(0, 100) },
    },
    { toolName: 'suggest', input: { suggestions: plan.suggestions.slice(0, 4) } },
  ];
  if (plan.nudge) calls.push({ toolName: 'nudge_integration', input: plan.nudge });

  return {
    reasoning,
    text: `${unsupportedNote(prompt)}I'll build **${spec.name}**, ${article(recipe.label)} ${recipe.label.toLowerCase()}${subject}: ${plan.highlights[0] ?? 'a complete first version'}, and more.`,
    calls,
  };
}

export function firstPromptSummary(conversation: Conversation): Reply {
  const spec = extractSpec(conversation.lastUserText, defaultNamesFor);
  const { recipe, plan } = assembleApp(spec);
  const failed = conversation.turnCalls.filter((call) => call.result?.isError);
  const highlights = plan.highlights.map((line) => `- ${line}`).join('\n');
  const problems =
    failed.length > 0
      ? `\n\nSome steps failed: ${failed.map((call) => `${call.name} (${call.result?.text ?? 'error'})`).join('; ')}.`
      : '';
  return {
    text: `**${spec.name}** is ready: ${article(recipe.label)} ${recipe.label.toLowerCase()} with\n${highlights}\n\nEverything uses the theme in \`src/index.css\`, so colours and dark mode stay consistent. Ask for a change next, like “${plan.suggestions[0]}”.${problems}${unsupportedKind(conversation.lastUserText) ? `\n\n${CONNECT_A_MODEL}` : ''}`,
    calls: [],
  };
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Said up front when the prompt asks for something no recipe builds, instead of pretending. */
function unsupportedNote(prompt: string): string {
  const kind = unsupportedKind(prompt);
  return kind
    ? `I'm Kiln's built-in offline model and I can't build ${article(kind)} ${kind} myself, so I'll start you with a landing page for it instead. `
    : '';
}
