import { sourceFiles } from './project';
import { type Intent, NEED } from './types';

const BREAKPOINT = /^(?:sm|md|lg|xl|2xl|max-\w+|min-\[[^\]]+\]):/;

/**
 * Makes one class list mobile-first: the unprefixed utilities are what a phone gets, so a fixed
 * multi-column grid, a huge font size or a wide fixed width is moved behind a breakpoint.
 */
export function responsiveClasses(classes: string): { classes: string; fixes: string[] } {
  const list = classes.split(/\s+/).filter(Boolean);
  const has = (pattern: RegExp) =>
    list.some((item) => BREAKPOINT.test(item) && pattern.test(item.replace(BREAKPOINT, '')));
  const fixes: string[] = [];
  const out: string[] = [];
  for (const item of list) {
    const columns = /^grid-cols-(\d+)$/.exec(item);
    if (columns && Number(columns[1]) >= 2 && !has(/^grid-cols-/)) {
      const count = Number(columns[1]);
      out.push('grid-cols-1', count >= 3 ? 'sm:grid-cols-2' : `sm:grid-cols-${count}`);
      if (count >= 3) out.push(`lg:grid-cols-${count}`);
      fixes.push(`a ${count}-column grid now stacks on phones`);
      continue;
    }
    const size = /^text-(5xl|6xl|7xl|8xl|9xl)$/.exec(item);
    if (size && !has(/^text-\d?xl$/)) {
      out.push('text-4xl', `sm:${item}`);
      fixes.push(`oversized ${item} text scales down on phones`);
      continue;
    }
    const width = /^w-\[(\d+)px\]$/.exec(item);
    if (width && Number(width[1]) > 360) {
      out.push('w-full', `max-w-[${width[1]}px]`);
      fixes.push(`a fixed ${width[1]}px width now shrinks to fit`);
      continue;
    }
    const padding = /^(px|p)-(1[2-9]|2\d|3\d)$/.exec(item);
    if (padding && !has(new RegExp(`^${padding[1]}-`))) {
      out.push(`${padding[1]}-4`, `sm:${item}`);
      fixes.push('large side padding is smaller on phones');
      continue;
    }
    const row = /^flex-row$/.exec(item);
    if (
      row &&
      !has(/^flex-(?:row|col)/) &&
      list.includes('flex') &&
      list.some((other) => /^gap-/.test(other))
    ) {
      out.push('flex-col', 'sm:flex-row');
      fixes.push('a row of items now stacks on phones');
      continue;
    }
    out.push(item);
  }
  return { classes: out.join(' '), fixes };
}

/** Applies `responsiveClasses` to every `className="..."` and `cn('...')` string in a file. */
export function makeResponsive(source: string): { source: string; fixes: string[] } {
  const fixes: string[] = [];
  const fix = (classes: string) => {
    const result = responsiveClasses(classes);
    fixes.push(...result.fixes);
    // Untouched class lists stay byte for byte as they were.
    return result.fixes.length > 0 ? result.classes : classes;
  };
  let result = source.replace(/className="([^"]*)"/g, (_, classes: string) => `className="${fix(classes)}"`);
  result = result.replace(
    /\bcn\((\s*)'([^']*)'/g,
    (_, space: string, classes: string) => `cn(${space}'${fix(classes)}'`,
  );
  const hasTable = /<table\b/.test(result) && !/overflow-x-auto/.test(result);
  if (hasTable) {
    const before = result;
    result = result.replace(/<table\b([^>]*)>/g, (match, attributes: string) => {
      if (/className=/.test(attributes)) return match;
      return `<table${attributes} className="block max-w-full overflow-x-auto">`;
    });
    if (result !== before) fixes.push('wide tables scroll sideways instead of overflowing');
  }
  return { source: result, fixes };
}

/** "make it mobile responsive", "it looks bad on phones". */
export const responsiveIntent: Intent = {
  id: 'responsive',
  recognise(text) {
    if (!/\b(?:responsive|mobile|phones?|small screens?|tablets?|smartphones?)\b/i.test(text)) return null;
    if (
      !/\b(?:make|improve|fix|optimi[sz]e|work|look|adapt|support|better|friendly|responsive|bad|broken)\b/i.test(
        text,
      )
    )
      return null;
    return {
      id: 'responsive',
      label: 'make the layout work well on phones',
      plan({ view }) {
        const files = view.list();
        if (!files) return NEED;
        const paths = sourceFiles(files).filter((file) => file.endsWith('.tsx') || file.endsWith('.jsx'));
        const sources = view.getAll(paths);
        if (!sources) return NEED;
        const changed: { path: string; fixes: string[] }[] = [];
        for (const [path, source] of sources) {
          if (!source) continue;
          const result = makeResponsive(source);
          if (result.source !== source) {
            view.write(path, result.source);
            changed.push({ path, fixes: [...new Set(result.fixes)] });
          }
        }
        if (changed.length === 0) {
          return {
            status: 'cannot',
            reply: `I checked all ${paths.length} page and component files and they are already mobile-first: grids start with one column and add more at wider breakpoints, big headings scale down, and the menu collapses into a slide-out panel on small screens. I found nothing to change. If something specific looks wrong on your phone, tell me which part.`,
          };
        }
        const details = changed.map(({ path, fixes }) => `- \`${path}\`: ${fixes.join('; ')}`).join('\n');
        return {
          status: 'done',
          summary: `I made the layout mobile-first in ${changed.length} file${changed.length === 1 ? '' : 's'}:\n${details}`,
          commit: 'Make the layout mobile responsive',
          suggestions: ['Add dark mode', 'Add a testimonials section', 'Change the primary colour to indigo'],
        };
      },
    };
  },
};
