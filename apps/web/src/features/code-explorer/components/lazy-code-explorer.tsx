import { lazy, Suspense } from 'react';
import type { CodeExplorerProps } from './code-explorer';
import { ExplorerSkeleton } from './explorer-skeleton';

// CodeMirror is the largest library Kiln ships (≈ 220 KB compressed): it loads when the Code tab is
// first opened, not with the workspace, whose composer must work before it (issue 14 §4).
const LoadedCodeExplorer = lazy(() =>
  import('./code-explorer').then((module) => ({ default: module.CodeExplorer })),
);

/** The code explorer, fetched on first render; its skeleton stands in while its code downloads. */
export function CodeExplorer(props: CodeExplorerProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the code explorer" className="flex min-h-0 flex-1">
          <ExplorerSkeleton />
        </div>
      }
    >
      <LoadedCodeExplorer {...props} />
    </Suspense>
  );
}
