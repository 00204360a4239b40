import { calls, type EditableStyleKey, MESSAGE_TEMPLATES, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { usePreviewSession } from '@/features/preview';
import { callApi, errorMessage } from '@/lib/api-client';
import { type EditorState, initialEditorState, isProjectElement, transition } from '../editor-state';
import { navigationPath, precisionEditBody } from '../precision-edit';

export type ElementEditor = {
  state: EditorState;
  isOpen: boolean;
  isSaving: boolean;
  changeStyle: (key: EditableStyleKey, value: string) => void;
  changeText: (textContent: string) => void;
  deleteSelected: () => void;
  discard: () => void;
  save: () => void;
  close: () => void;
};

/**
 * The element editor's side effects (seed 001 §4.6): a pick in editor mode asks the preview for the
 * element's styles and text; edits are applied live and recorded; delete waits for the preview's
 * ELEMENT_DELETED; Save sends every record in one precision edit (the preview reloads on the server's
 * upload:success); Discard reloads the preview and forgets the records, as any new document does.
 */
export function useElementEditor(
  project: Pick<Project, '_id'>,
  address: string,
  onReloadPreview: () => void,
): ElementEditor {
  const webId = project._id;
  const [preview, session] = usePreviewSession(webId);
  const [state, dispatch] = useReducer(transition, initialEditorState);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(
    () =>
      session.onMessage((message) => {
        switch (message.type) {
          case 'ELEMENT_INSPECTED': {
            if (message.action !== 'select' || message.mode !== 'editor') return;
            const element = message.selection[0] ?? null;
            dispatch({ type: 'selected', element });
            if (element?.uniqueId && isProjectElement(element)) {
              session.post({ type: 'GET_ELEMENT_STYLES', uniqueId: element.uniqueId });
              session.post({ type: 'GET_ELEMENT_TEXT', uniqueId: element.uniqueId });
            }
            return;
          }
          case 'ELEMENT_STYLES_RETRIEVED':
            dispatch({ ...message, type: 'styles-retrieved' });
            return;
          case 'ELEMENT_TEXT_RETRIEVED':
            dispatch({ ...message, type: 'text-retrieved' });
            return;
          case 'ELEMENT_DELETED':
            if (message.success) dispatch({ type: 'deleted', uniqueId: message.uniqueId });
            else toast.error(MESSAGE_TEMPLATES.deleteElementFailed(message.error ?? 'Element not found'));
            return;
          default:
            return;
        }
      }),
    [session],
  );

  const isOpen = preview.mode === 'editor';
  // Closing the editor lets go of its element; the records stay until Save or Discard.
  useEffect(() => {
    if (!isOpen) dispatch({ type: 'selected', element: null });
  }, [isOpen]);

  // A new document has none of the live edits: its records would describe nothing on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per load of the frame
  useEffect(() => {
    dispatch({ type: 'cleared' });
  }, [preview.loadCount]);

  const saveMutation = useMutation({
    mutationFn: () => {
      const { records, tagNames } = stateRef.current;
      return callApi(
        calls.applyPrecisionEdit,
        precisionEditBody(webId, records, tagNames, navigationPath(address)),
      );
    },
    onSuccess: () => {
      toast.success(MESSAGES.CHANGES_APPLIED);
      dispatch({ type: 'cleared' });
    },
    onError: (error) => {
      // The server's reason already starts with the seed's 'Failed to apply changes'.
      toast.error(errorMessage(error, MESSAGES.APPLY_CHANGES_FAILED), { id: 'precision-edit' });
    },
  });

  const selectedId = () => stateRef.current.selected?.uniqueId ?? null;

  return {
    state,
    isOpen,
    isSaving: saveMutation.isPending,
    changeStyle(key, value) {
      const uniqueId = selectedId();
      if (!uniqueId) return;
      dispatch({ type: 'style-changed', key, value });
      session.post({ type: 'UPDATE_ELEMENT_STYLES', uniqueId, styles: { [key]: value } });
    },
    changeText(textContent) {
      const uniqueId = selectedId();
      if (!uniqueId) return;
      dispatch({ type: 'text-changed', textContent });
      session.post({ type: 'UPDATE_ELEMENT_TEXT', uniqueId, textContent });
    },
    deleteSelected() {
      const uniqueId = selectedId();
      if (uniqueId) session.post({ type: 'DELETE_ELEMENT', uniqueId });
    },
    discard() {
      dispatch({ type: 'cleared' });
      onReloadPreview();
    },
    save() {
      if (Object.keys(stateRef.current.records).length > 0) saveMutation.mutate();
    },
    close() {
      session.post({ type: 'SET_SELECTION', mode: 'editor', keep: [] });
      dispatch({ type: 'selected', element: null });
      session.setMode(null);
    },
  };
}
