import type { Section } from '../sections';
import { jsxText } from './ts-literal';

/** A page header: what every secondary page opens with. */
export function pageHeader({
  eyebrow,
  title,
  text,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
}): string {
  return `<section aria-labelledby="page-title" className="border-b bg-muted/30">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
${eyebrow ? `          <p className="text-sm font-semibold tracking-wide text-primary uppercase">${jsxText(eyebrow)}</p>\n` : ''}          <h1 id="page-title" className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            ${jsxText(title)}
          </h1>
${text ? `          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">${jsxText(text)}</p>\n` : ''}        </div>
      </section>`;
}

/** A page made of a header and sections, e.g. Contact = header + ContactSection. */
export function sectionsPageWithHeader({
  component,
  header,
  sections,
}: {
  component: string;
  header: { eyebrow?: string; title: string; text?: string };
  sections: Section[];
}): string {
  const imports = sections
    .map(
      (section) =>
        `import { ${section.component} } from '@/${section.path.replace(/^src\//, '').replace(/\.tsx$/, '')}';`,
    )
    .sort();
  return `${imports.join('\n')}

export default function ${component}() {
  return (
    <>
      ${pageHeader(header)}
${sections.map((section) => `      <${section.component} />`).join('\n')}
    </>
  );
}
`;
}
