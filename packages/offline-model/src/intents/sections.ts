import { recipeContext } from '../recipes';
import { buildSection, type SectionContext } from '../recipes/sections';
import { siteFooter } from '../recipes/shared/layout';
import {
  addImport,
  elementEnd,
  importedNames,
  imports,
  removeImportOf,
  removeLines,
  rootChildrenEnd,
  rootChildrenStart,
} from '../source/tsx';
import { APP_FILE, findHomePage, homeAndParts, layoutCandidates } from './project';
import { SECTION_WORDS, type SectionTarget, sectionsIn, sectionTitle } from './section-words';
import { type Intent, type IntentContext, type IntentOutcome, NEED } from './types';

const ADD = /\b(?:add|include|insert|put|create|append|give\s+(?:it|me|us)|show|need|want)\b/i;
const REMOVE = /\b(?:remove|delete|drop|get rid of|hide|take (?:out|away)|lose|without)\b/i;

/** "a pricing section", "an AI summary section". */
function aSection(kind: SectionTarget): string {
  const title = sectionTitle(kind);
  return `${/^AI\b/.test(title) ? 'an' : 'a'} ${title} section`;
}

/** What an AI section needs from its owner: the feature turned on under AI Integrations. */
const AI_NOTES: Partial<Record<SectionTarget, string>> = {
  'ai-summary':
    " It asks Kiln's AI on the app's own address (`/api/kiln/ai/summarize`), with a loading state and errors shown; turn Summarise on under AI Integrations for it to answer.",
  'ai-chat':
    " It talks to Kiln's AI on the app's own address (`/api/kiln/ai/chat`), streaming the replies; turn Chat on under AI Integrations for it to answer.",
};

/** "add a pricing section", "add testimonials and a FAQ". */
export const addSectionIntent: Intent = {
  id: 'add-section',
  recognise(text) {
    if (!ADD.test(text) || REMOVE.test(text)) return null;
    const kinds = sectionsIn(text);
    if (kinds.length === 0) return null;
    return {
      id: 'add-section',
      label: `add ${kinds.length === 1 ? `${aSection(kinds[0] ?? 'features')}` : `${kinds.map(sectionTitle).join(', ')} sections`}`,
      plan: (context) =>
        combine(kinds.map((kind) => (kind === 'footer' ? addFooter(context) : addSection(context, kind)))),
    };
  },
};

/** "remove the pricing section", "delete the testimonials". */
export const removeSectionIntent: Intent = {
  id: 'remove-section',
  recognise(text) {
    if (!REMOVE.test(text)) return null;
    const kinds = sectionsIn(text);
    if (kinds.length === 0) return null;
    return {
      id: 'remove-section',
      label: `remove the ${kinds.map(sectionTitle).join(', ')} section${kinds.length > 1 ? 's' : ''}`,
      plan: (context) => combine(kinds.map((kind) => removeSection(context, kind))),
    };
  },
};

function combine(outcomes: IntentOutcome[]): IntentOutcome {
  if (outcomes.some((outcome) => outcome.status === 'need')) return NEED;
  const done = outcomes.flatMap((outcome) => (outcome.status === 'done' ? [outcome] : []));
  const refused = outcomes.flatMap((outcome) => (outcome.status === 'cannot' ? [outcome.reply] : []));
  if (done.length === 0) return { status: 'cannot', reply: refused.join(' ') };
  return {
    status: 'done',
    summary: [...done.map((outcome) => outcome.summary), ...refused].join(' '),
    commit: done.map((outcome) => outcome.commit).join('; '),
    suggestions: done[0]?.suggestions,
    nudges: done.flatMap((outcome) => outcome.nudges ?? []),
  };
}

export function sectionContextFor(context: IntentContext): SectionContext | undefined {
  const spec = context.spec();
  if (!spec) return undefined;
  // The app's language too: a section added to a Spanish site speaks Spanish, as its copy does.
  const { copy, palette, language } = recipeContext(spec);
  return { name: spec.name, copy, colour: palette.primary, language };
}

function addSection(context: IntentContext, kind: Exclude<SectionTarget, 'footer'>): IntentOutcome {
  const { view } = context;
  const home = findHomePage(view);
  if (home === undefined) return NEED;
  const sectionContext = sectionContextFor(context);
  if (!sectionContext) return NEED;
  if (home === null)
    return { status: 'cannot', reply: `I couldn't find the home page (the route for "/" in ${APP_FILE}).` };
  const source = view.get(home);
  if (source === undefined) return NEED;
  if (source === null) return { status: 'cannot', reply: `The home page file ${home} doesn't exist.` };
  const section = buildSection(kind, sectionContext);
  if (new RegExp(`<${section.component}\\b`).test(source) || source.includes(`id="${kind}"`)) {
    return {
      status: 'cannot',
      reply: `The home page already has ${aSection(kind)}, so I left it as it is.`,
    };
  }
  const anchor = kind === 'hero' ? rootChildrenStart(source) : rootChildrenEnd(source);
  if (!anchor)
    return {
      status: 'cannot',
      reply: `I couldn't find where the home page's content ends in ${home}, so I didn't add the ${sectionTitle(kind)} section.`,
    };
  for (const file of section.files)
    if (view.exists(file.path) !== true || file.path === section.path) view.write(file.path, file.content);
  const line = `${anchor.indent}<${section.component} />\n`;
  const updated = source.slice(0, anchor.index) + line + source.slice(anchor.index);
  const importPath = `@/${section.path.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
  view.write(home, addImport(updated, `import { ${section.component} } from '${importPath}';`));
  return {
    status: 'done',
    summary: `I added ${aSection(kind)} (\`${section.path}\`) to the home page${kind === 'hero' ? ', at the top' : ', at the end'}, with copy written for ${sectionContext.name}.${AI_NOTES[kind] ?? ''}`,
    commit: `Add ${aSection(kind)}`,
    suggestions: ['Add a FAQ section', 'Make it dark mode', 'Change the primary colour to teal'],
    ...(AI_NOTES[kind]
      ? { nudges: [{ integration: 'ai', reason: `The ${sectionTitle(kind)} answers once AI is turned on.` }] }
      : {}),
  };
}

function addFooter(context: IntentContext): IntentOutcome {
  const { view } = context;
  const files = view.list();
  const home = findHomePage(view);
  if (!files || home === undefined) return NEED;
  const sectionContext = sectionContextFor(context);
  if (!sectionContext) return NEED;
  const candidates = view.getAll([APP_FILE, ...(home ? [home] : []), ...layoutCandidates(files)]);
  if (!candidates) return NEED;
  const withFooter = [...candidates].find(([, source]) => source && /<footer\b|<\w*Footer\b/.test(source));
  if (withFooter) return { status: 'cannot', reply: `The app already has a footer (in ${withFooter[0]}).` };
  const source = home ? candidates.get(home) : null;
  const anchor = source ? rootChildrenEnd(source) : null;
  if (!home || !source || !anchor)
    return { status: 'cannot', reply: `I couldn't find where the home page ends, so I didn't add a footer.` };
  const path = 'src/components/layout/site-footer.tsx';
  view.write(
    path,
    siteFooter({
      name: sectionContext.name,
      icon: 'Sparkles',
      description: sectionContext.copy.lede,
      nav: [{ to: '/', label: 'Home' }],
      contact: sectionContext.copy.contact,
    }),
  );
  const updated = `${source.slice(0, anchor.index)}${anchor.indent}<SiteFooter />\n${source.slice(anchor.index)}`;
  view.write(home, addImport(updated, `import { SiteFooter } from '@/components/layout/site-footer';`));
  return {
    status: 'done',
    summary: `I added a footer with links and contact details (\`${path}\`).`,
    commit: 'Add a footer',
  };
}

function removeSection(context: IntentContext, kind: SectionTarget): IntentOutcome {
  const { view } = context;
  const entry = SECTION_WORDS.find((item) => item.kind === kind);
  const files = view.list();
  if (!files) return NEED;
  // Everything this needs is asked for at once, so it is read in as few steps as possible.
  const found = homeAndParts(view);
  // The footer usually lives in a layout, not on the home page.
  const extra =
    kind === 'footer'
      ? view.getAll([APP_FILE, ...layoutCandidates(files).filter((file) => !/footer/i.test(file))])
      : new Map<string, string | null>();
  const headers = view.getAll(
    layoutCandidates(files).filter((file) => /header|nav|menu|sidebar/i.test(file)),
  );
  if (found === undefined || !extra || !headers) return NEED;
  if (found === null || !entry)
    return {
      status: 'cannot',
      reply: `I couldn't find the home page to remove the ${sectionTitle(kind)} from.`,
    };

  const places = new Map([...extra, ...found.files]);
  for (const [path, source] of places) {
    if (!source) continue;
    // A rendered component whose name says what it is: <PricingSection />, <SiteFooter />.
    const usage = [...source.matchAll(/<([A-Z]\w*)\b[^>]*?\/>/g)].find(
      (match) =>
        entry.code.test(match[1] ?? '') && !/^(?:Accordion|Card|Button|Badge|Dialog)/.test(match[1] ?? ''),
    );
    if (usage?.[1] && usage.index !== undefined) {
      const name = usage[1];
      let updated = removeLines(source, usage.index, usage.index + usage[0].length);
      if (!new RegExp(`<${name}\\b`).test(updated)) updated = removeImportOf(updated, name);
      view.write(path, updated);
      unlinkNav(context, headers, kind);
      const module = imports(source).find((item) => importedNames(source, item.source).includes(name));
      return {
        status: 'done',
        summary: `I removed the ${sectionTitle(kind)} from ${path === found.home ? 'the home page' : `\`${path}\``}${module ? ` (the component stays in \`${module.source}\` in case you want it back)` : ''}.`,
        commit: `Remove the ${sectionTitle(kind)} section`,
      };
    }
    // Or an element marked with the section's id: <section id="pricing">, <footer>.
    const marker =
      kind === 'footer'
        ? /<footer\b/.exec(source)
        : new RegExp(`<(section|div)\\b[^>]*\\bid=["']${kind}["']`).exec(source);
    if (marker) {
      const end = elementEnd(source, marker.index);
      if (end === null) continue;
      view.write(
        path,
        `${source.slice(0, source.lastIndexOf('\n', marker.index) + 1)}${source.slice(source.indexOf('\n', end) + 1)}`,
      );
      unlinkNav(context, headers, kind);
      return {
        status: 'done',
        summary: `I removed the ${sectionTitle(kind)} from \`${path}\`.`,
        commit: `Remove the ${sectionTitle(kind)} section`,
      };
    }
  }
  return {
    status: 'cannot',
    reply: `I couldn't find ${aSection(kind)} on the home page, so nothing was removed.`,
  };
}

/** A menu entry pointing at a removed section (`/#pricing`) would lead nowhere: drop it. */
function unlinkNav(context: IntentContext, headers: Map<string, string | null>, kind: SectionTarget): void {
  for (const [path, source] of headers) {
    if (!source) continue;
    const line = new RegExp(`\\n[ \\t]*\\{[^\\n}]*to:\\s*'/?#${kind}'[^\\n}]*\\},?`).exec(source);
    if (line) context.view.write(path, source.replace(line[0], ''));
  }
}
