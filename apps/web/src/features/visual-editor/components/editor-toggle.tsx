import { PencilRuler } from 'lucide-react';
import { getPreviewSession, PreviewModeToggle } from '@/features/preview';

export type EditorToggleProps = { webId: string; isDisabled?: boolean };

/** Opens the element editor; closing it drops the editor's selection in the preview. */
export function EditorToggle({ webId, isDisabled = false }: EditorToggleProps) {
  return (
    <PreviewModeToggle
      webId={webId}
      mode="editor"
      icon={<PencilRuler aria-hidden="true" />}
      label="Edit"
      tooltip="Change styles and text by clicking elements in the preview"
      isDisabled={isDisabled}
      onDeactivate={() => getPreviewSession(webId).post({ type: 'SET_SELECTION', mode: 'editor', keep: [] })}
    />
  );
}
