import { jsxText } from '../recipes/shared/ts-literal';
import type { ComponentKind } from './kinds';

export type ShowcaseInput = {
  name: string;
  exportName: string;
  importPath: string;
  kind: ComponentKind;
};

/**
 * The component project's own page (`src/pages/Index.tsx`): the component's name, what it is, the
 * component live in its variants, and how to use it. The Components tab shows this page, and it is
 * how Kiln finds the component to copy (the module this page renders from `src/components/`).
 */
export function showcasePage({ name, exportName, importPath, kind }: ShowcaseInput): string {
  const examples = kind
    .examples(exportName)
    .map(
      (
        example,
      ) => `        <section aria-label=${JSON.stringify(example.title)} className="flex w-full justify-center">
          ${example.jsx}
        </section>`,
    )
    .join('\n');
  const usage = `import { ${exportName} } from '${importPath}';\n\n<${exportName} />`;
  return `import { Badge } from '@/components/ui/badge';
import { ${exportName} } from '${importPath}';

const USAGE = ${JSON.stringify(usage)};

/** The showcase of ${name}: the component, live, and how to use it. */
export default function Index() {
  return (
    <main className="min-h-svh bg-muted/40 px-6 py-14">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-10 text-center">
        <header className="space-y-3">
          <Badge variant="secondary">Component</Badge>
          <h1 className="font-semibold text-4xl tracking-tight">${jsxText(name)}</h1>
          <p className="mx-auto max-w-xl text-muted-foreground">${jsxText(kind.description)}</p>
        </header>
${examples}
        <section aria-label="Usage" className="w-full max-w-xl text-left">
          <h2 className="mb-2 font-medium text-muted-foreground text-sm">Usage</h2>
          <pre className="overflow-x-auto rounded-lg border bg-card p-4 text-sm">
            <code>{USAGE}</code>
          </pre>
        </section>
      </div>
    </main>
  );
}
`;
}
