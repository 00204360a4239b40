import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { MergePaneProps } from './merge-pane';
import type { SinglePaneProps } from './single-pane';

// The panes are CodeMirror (≈ 220 KB compressed): fetched when a diff is first opened, not with the
// workspace (issue 14 §4). The header, file list and Close work meanwhile.
const LoadedMergePane = lazy(() => import('./merge-pane').then((module) => ({ default: module.MergePane })));
const LoadedSinglePane = lazy(() =>
  import('./single-pane').then((module) => ({ default: module.SinglePane })),
);

function PaneSkeleton() {
  return (
    <div role="status" aria-label="Loading the diff" className="flex flex-col gap-2 p-3">
      {[55, 80, 40, 70].map((width) => (
        <Skeleton key={width} className="h-3" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function MergePane(props: MergePaneProps) {
  return (
    <Suspense fallback={<PaneSkeleton />}>
      <LoadedMergePane {...props} />
    </Suspense>
  );
}

export function SinglePane(props: SinglePaneProps) {
  return (
    <Suspense fallback={<PaneSkeleton />}>
      <LoadedSinglePane {...props} />
    </Suspense>
  );
}
