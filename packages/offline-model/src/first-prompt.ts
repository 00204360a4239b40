import { extractSpec } from './app-spec';
import type { Conversation } from './conversation';
import { ignoredAsks, ignoredNote } from './ignored';
import { type AskedKind, askedKind } from './kinds';
import { PROMPT_LANGUAGES, type PromptLanguage, promptLanguage } from './language';
import type { AppLanguage } from './locale';
import { assembleApp, defaultNamesFor, RECIPES } from './recipes';
import type { Recipe } from './recipes/types';
import type { PlannedCall, Reply } from './respond';
import { addARealModel, article } from './text';

/**
 * The first prompt of a project: one step writes the whole app from a recipe, the next (after the
 * tool results come back) sums it up. Both are recomputed from the prompt, so they always agree.
 */
export function firstPromptReply(prompt: string): Reply {
  const spec = extractSpec(prompt, defaultNamesFor);
  const asked = askedKind(prompt);
  const { recipe, plan, files, language: written } = assembleApp(spec);
  const subject = spec.subject ? ` for ${spec.subject}` : '';
  const colours = [spec.colours.primary, spec.colours.accent].filter(Boolean);
  const pages = ['/', ...plan.routes.map((route) => route.path)];

  const reasoning = [
    asked.missing
      ? `The user wants ${article(asked.missing.label)} ${asked.missing.label}${subject}. I have no recipe for that, so I'll build the closest one I have, ${article(recipe.label)} ${recipe.label.toLowerCase()}, and say so first.`
      : `The user wants ${article(recipe.label)} ${recipe.label.toLowerCase()}${subject}.`,
    `I'll call it “${spec.name}”${spec.name === defaultNamesFor(spec.recipe, spec.prompt).find((name) => name === spec.name) ? ' since the prompt gives no name' : ''}.`,
    colours.length > 0
      ? `They asked for ${colours.join(' and ')}, so those become the theme's primary${colours.length > 1 ? ' and accent' : ''} tokens in src/index.css, with dark-mode variants derived from them.`
      : `No colours were given, so I'll use a ${recipe.label.toLowerCase()} palette that suits the subject.`,
    spec.theme === 'dark'
      ? 'They asked for it dark, so index.html starts with the `dark` class on <html>, which switches every theme token to its dark value.'
      : '',
    ignoredAsks(prompt, spec.recipe).length > 0
      ? `They also ask for ${ignoredAsks(prompt, spec.recipe).join(', ')}, which no recipe of mine builds (its apps keep their data in the browser): I'll say so up front rather than pretend.`
      : '',
    `Plan: ${pages.length} route${pages.length === 1 ? '' : 's'} (${pages.join(', ')}), ${files.filter((file) => file.path.startsWith('src/components/')).length} components using the template's ui kit (Button, Card, Badge and friends) and lucide icons, mobile-first layouts, labelled forms and landmarks.`,
    `I'll replace the template's welcome page, keep main.tsx and the ui components, set the page title, then commit and suggest next steps.`,
  ]
    .filter(Boolean)
    .join(' ');

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
    text: `${disclosure(asked, recipe.label)}${languageNote(prompt, written, recipe)}${ignoredNote(prompt, spec.recipe)}I'll build **${spec.name}**, ${article(recipe.label)} ${recipe.label.toLowerCase()}${subject}${spec.theme === 'dark' ? ' in a dark theme' : ''}: ${plan.highlights[0] ?? 'a complete first version'}, and more.`,
    calls,
  };
}

export function firstPromptSummary(conversation: Conversation): Reply {
  const spec = extractSpec(conversation.lastUserText, defaultNamesFor);
  const asked = askedKind(conversation.lastUserText);
  const { recipe, plan } = assembleApp(spec);
  const notA = asked.missing ? ` (not ${article(asked.missing.label)} ${asked.missing.label})` : '';
  const failed = conversation.turnCalls.filter((call) => call.result?.isError);
  const highlights = plan.highlights.map((line) => `- ${line}`).join('\n');
  const problems =
    failed.length > 0
      ? `\n\nSome steps failed: ${failed.map((call) => `${call.name} (${call.result?.text ?? 'error'})`).join('; ')}.`
      : '';
  return {
    text: `**${spec.name}** is ready: ${article(recipe.label)} ${recipe.label.toLowerCase()}${notA} with\n${highlights}\n\nEverything uses the theme in \`src/index.css\`, so colours and dark mode stay consistent. Ask for a change next, like “${plan.suggestions[0]}”.${problems}${asked.missing || asked.isGuess ? `\n\n${addARealModel()} to have any kind of app built.` : ''}`,
    calls: [],
  };
}

/**
 * The reply's first sentence when what is built is not what was asked: a kind with no recipe, or a
 * prompt that named no kind at all. Never a stand-in presented as the real thing.
 */
export function disclosure(asked: AskedKind, builtLabel: string): string {
  const built = `${article(builtLabel)} ${builtLabel.toLowerCase()}`;
  if (asked.missing) {
    const { label } = asked.missing;
    return `I can't build ${article(label)} ${label}: Kiln's built-in offline model has no recipe for one, so what follows is ${built} with your name and colours, not ${article(label)} ${label}. ${addARealModel()} to get a real ${label}. `;
  }
  if (asked.isGuess) {
    return `I couldn't tell which kind of app you want, so I'm guessing ${built}. Ask for a todo list, a store, a blog, a dashboard or a portfolio by name to get one, or ${addARealModel(false)}. `;
  }
  return '';
}

/** Said before the plan when the prompt is in a language the app's copy is not written in. */
function languageNote(prompt: string, written: AppLanguage, recipe: Recipe): string {
  const language = promptLanguage(prompt);
  if (language && written === language)
    return `You wrote in ${PROMPT_LANGUAGES[language]}, so the app's text is in ${PROMPT_LANGUAGES[language]} (my replies stay in English). `;
  const label = recipe.label.toLowerCase();
  const which =
    recipe.languagesFor && language && recipe.languages?.includes(language)
      ? `${article(label)} ${label} about this subject`
      : `${article(label)} ${label}`;
  return language
    ? `You wrote in ${PROMPT_LANGUAGES[language]}, but the built-in offline model writes ${which} in English only (its ${writtenIn(language)} in ${PROMPT_LANGUAGES[language]} too), so this one is in English (a real model writes it in ${PROMPT_LANGUAGES[language]}). `
    : '';
}

/** The kinds of app the model writes in `language` too: "task manager and calculator". */
function writtenIn(language: PromptLanguage): string {
  const labels = Object.values(RECIPES)
    .filter((recipe) => recipe.languages?.includes(language))
    .map((recipe) =>
      recipe.languagesFor ? `${recipe.label.toLowerCase()} (for some subjects)` : recipe.label.toLowerCase(),
    );
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}
