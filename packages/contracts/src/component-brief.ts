/** A file of a component, as copied. */
export interface SourceFile {
  path: string;
  content: string;
}

export interface ComponentEntry {
  /** The module to import, e.g. `src/components/pricing-card/pricing-card.tsx`. */
  path: string;
  exportName: string;
  isDefault: boolean;
}

/**
 * What the model is told about a component copied in the INTEGRATE_COMPONENT phase: it rides along
 * with the user's message for this run only (the stored message stays what the user sent). Plain
 * English a real model follows, with fixed lines the offline model reads back (`parseComponentBrief`).
 */
export interface ComponentBrief {
  name: string;
  files: string[];
  entry: ComponentEntry;
  /** The route the user was looking at, e.g. `/` or `/about`. */
  route: string;
}

/** Source shown to the model, in total; larger components are listed and read with read_file. */
const MAX_SOURCE_CHARS = 60_000;

const HEADER = 'Kiln copied the component project';

function clean(value: string): string {
  return value.replace(/["\r\n]+/g, ' ').trim();
}

export function buildComponentBrief(brief: ComponentBrief, sources: readonly SourceFile[]): string {
  const { entry } = brief;
  const lines = [
    `${HEADER} "${clean(brief.name)}" into this project (phase INTEGRATE_COMPONENT). Its files:`,
    ...brief.files.map((file) => `- ${file}`),
    `Entry: ${entry.path} exports ${entry.exportName} (${entry.isDefault ? 'default' : 'named'} export).`,
    `Page: "${clean(brief.route)}".`,
    `Place <${entry.exportName} /> on that page: find the page component src/App.tsx renders for that route, ` +
      'import the component with the @/ alias, render it where it fits the layout, and change nothing else. ' +
      'Keep the copied files as they are unless they fail to build. Then call set_commit_message.',
  ];
  let budget = MAX_SOURCE_CHARS;
  const shown = sources.filter((file) => {
    budget -= file.content.length;
    return budget >= 0;
  });
  if (shown.length > 0) {
    lines.push('', 'Source of the copied files:');
    for (const file of shown) lines.push(`--- ${file.path}`, '```tsx', file.content.trimEnd(), '```');
  }
  return lines.join('\n');
}

/** The brief inside a message, or null when the message carries none. */
export function parseComponentBrief(text: string): ComponentBrief | null {
  const start = text.indexOf(HEADER);
  if (start === -1) return null;
  const body = text.slice(start);
  const name = /^Kiln copied the component project "([^"]*)"/.exec(body)?.[1];
  const entry = /^Entry: (\S+) exports ([A-Za-z_$][\w$]*) \((default|named) export\)\.$/m.exec(body);
  const route = /^Page: "([^"]*)"\.$/m.exec(body)?.[1];
  if (name === undefined || !entry || route === undefined) return null;
  const listEnd = body.indexOf('\nEntry: ');
  const files = body
    .slice(0, listEnd)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
  return {
    name,
    files,
    entry: { path: entry[1] ?? '', exportName: entry[2] ?? '', isDefault: entry[3] === 'default' },
    route,
  };
}

/** The `@/` import specifier of a project file (`src/components/a/b.tsx` → `@/components/a/b`). */
export function aliasOf(path: string): string {
  return `@/${path.replace(/^src\//, '').replace(/(?:\/index)?\.(?:tsx|ts|jsx|js)$/, '')}`;
}
