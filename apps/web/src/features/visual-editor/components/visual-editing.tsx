import { isPhaseInProgress, type Project } from '@kiln/contracts';
import { type ReactNode, useEffect } from 'react';
import { usePreviewSession } from '@/features/preview';
import { useElementEditor } from '../hooks/use-element-editor';
import { useMissingPageGeneration } from '../hooks/use-missing-page-generation';
import { ElementEditorPanel } from './lazy-element-editor-panel';

export type VisualEditingProps = {
  project: Project;
  /** The page the preview shows, sent with a save so the preview reloads there. */
  address: string;
  onReloadPreview: () => void;
  /** False while a past version is previewed: its build is not the code an edit would change. */
  canEdit: boolean;
  /** The preview viewport. */
  children: ReactNode;
};

/**
 * The preview with the owner's visual-editing tools around it: the element editor panel beside it
 * while the editor is on, the missing-page flow, and the branding badge for visitors (the owner edits
 * without it). Everything it says to the preview goes through the project's preview session.
 */
export function VisualEditing({ project, address, onReloadPreview, canEdit, children }: VisualEditingProps) {
  const [, session] = usePreviewSession(project._id);
  const editor = useElementEditor(project, address, onReloadPreview);
  useMissingPageGeneration(project);
  const isOwner = project.isOwner;
  const isEditable = isOwner && canEdit;

  useEffect(() => {
    session.setBranding(!isOwner);
  }, [session, isOwner]);
  useEffect(() => {
    // Without the toggles (a visitor, a past version) no mode may linger from before.
    if (!isEditable) session.setMode(null);
  }, [session, isEditable]);

  return (
    <div className="flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
      {isEditable && editor.isOpen ? (
        <ElementEditorPanel editor={editor} isRunInProgress={isPhaseInProgress(project.phase)} />
      ) : null}
    </div>
  );
}
