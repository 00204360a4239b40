import { jsxText } from './ts-literal';

/** A page header: what every secondary page opens with. */
export type PageHeader = { eyebrow?: string; title: string; text?: string };

export function pageHeader({ eyebrow, title, text }: PageHeader): string {
  return `<section aria-labelledby="page-title" className="border-b bg-muted/30">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
${eyebrow ? `          <p className="text-sm font-semibold tracking-wide text-primary uppercase">${jsxText(eyebrow)}</p>\n` : ''}          <h1 id="page-title" className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            ${jsxText(title)}
          </h1>
${text ? `          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">${jsxText(text)}</p>\n` : ''}        </div>
      </section>`;
}

/** A component a page renders, e.g. `FeaturesSection` from `src/components/sections/features-section.tsx`. */
export type PagePart = { component: string; path: string };

/** `import { FeaturesSection } from '@/components/sections/features-section';` */
export function importLine({ component, path }: PagePart): string {
  return `import { ${component} } from '@/${path.replace(/^src\//, '').replace(/\.tsx$/, '')}';`;
}

/** The import lines of `parts`, sorted by the files they come from. */
export function importLines(parts: PagePart[]): string[] {
  return [...parts].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map(importLine);
}

/**
 * A page module: `head` (its imports and constants), then a default export that renders `body` (lines
 * indented for the fragment, each ending in a newline) inside a fragment.
 */
export function pageModule(component: string, head: string, body: string): string {
  return `${head}

export default function ${component}() {
  return (
    <>
${body}    </>
  );
}
`;
}

/**
 * A page that renders components one after the other, under a page header when it has one, e.g.
 * Index = HeroSection + FeaturesSection + ... Imports are sorted by path unless given.
 */
export function componentsPage({
  component = 'Index',
  parts,
  imports = importLines(parts),
  header,
}: {
  component?: string;
  parts: PagePart[];
  imports?: string[];
  header?: PageHeader;
}): string {
  const top = header ? `      ${pageHeader(header)}\n` : '';
  return pageModule(
    component,
    imports.join('\n'),
    `${top}${parts.map((part) => `      <${part.component} />\n`).join('')}`,
  );
}
