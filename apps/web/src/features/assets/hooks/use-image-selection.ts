import { MESSAGES } from '@kiln/contracts';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { getPreviewSession, usePreviewSession } from '@/features/preview';
import { getAssetSession } from '../session';

/**
 * The preview's image inspector feeds the asset editor: each selection in `image` mode replaces the
 * picked elements (seed 001 §4.5). A reloaded preview starts with nothing picked.
 */
export function useImageSelection(webId: string) {
  const [{ mode, loadCount }, preview] = usePreviewSession(webId);

  useEffect(
    () =>
      preview.onMessage((message) => {
        if (message.type !== 'ELEMENT_INSPECTED' || message.action !== 'select' || message.mode !== 'image')
          return;
        getAssetSession(webId).dispatch({ type: 'selection/changed', elements: message.selection });
      }),
    [preview, webId],
  );

  const seenLoad = useRef(loadCount);
  useEffect(() => {
    if (seenLoad.current === loadCount) return;
    seenLoad.current = loadCount;
    getAssetSession(webId).dispatch({ type: 'selection/changed', elements: [] });
  }, [loadCount, webId]);

  const isInspecting = mode === 'image';
  const toggleInspecting = () => {
    if (mode === 'editor') {
      toast.error(MESSAGES.INSPECTOR_EDITOR_CONFLICT, { id: 'inspector-editor-conflict' });
      return;
    }
    preview.setMode(isInspecting ? null : 'image');
  };
  return { isInspecting, toggleInspecting };
}

/** Leaving the asset editor turns the image inspector off. */
export function stopImageInspector(webId: string): void {
  const preview = getPreviewSession(webId);
  if (preview.getState().mode === 'image') preview.setMode(null);
}
