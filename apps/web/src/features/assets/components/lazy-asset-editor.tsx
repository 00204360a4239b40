import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { AssetEditorProps } from './asset-editor';

// The asset editor (search, uploads, the element picker) opens from its tab: its code is fetched then,
// not with the workspace (issue 14 §4).
const LoadedAssetEditor = lazy(() =>
  import('./asset-editor').then((module) => ({ default: module.AssetEditor })),
);

export function AssetEditor(props: AssetEditorProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the asset editor" className="grid flex-1 place-items-center">
          <Spinner />
        </div>
      }
    >
      <LoadedAssetEditor {...props} />
    </Suspense>
  );
}
