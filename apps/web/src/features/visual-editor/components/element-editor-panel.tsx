import { MESSAGES } from '@kiln/contracts';
import { CircleCheck, Loader, MousePointerClick, Puzzle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { currentStyles, currentText, editorStatus } from '../editor-state';
import type { ElementEditor } from '../hooks/use-element-editor';
import { DeleteElementDialog } from './delete-element-dialog';
import { EditorStateMessage } from './editor-state-message';
import { StyleSections } from './style-sections';
import { TextField } from './text-field';

export type ElementEditorPanelProps = { editor: ElementEditor; isRunInProgress: boolean };

/**
 * Seed 001 §2.5: the element editor beside the preview. Its title is the selected element's tag; it
 * shows one of four state messages or the element's text and styles; Discard, Save Changes and the
 * delete icon act on the records kept until then.
 */
export function ElementEditorPanel({ editor, isRunInProgress }: ElementEditorPanelProps) {
  const { state } = editor;
  const status = editorStatus(state, isRunInProgress);
  const recordCount = Object.keys(state.records).length;
  const { selected, original } = state;
  const text = currentText(state);

  return (
    <aside
      aria-label="Element editor"
      className="flex h-full w-76 shrink-0 flex-col border-l border-zinc-200/80 bg-white @max-xl:w-64"
    >
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-zinc-200/80 pr-2 pl-4">
        <h2 className="min-w-0 flex-1 truncate font-mono text-[13px] font-semibold text-zinc-900">
          {status === 'editing' || status === 'third-party' ? selected?.tagName : 'Element Editor'}
        </h2>
        {status === 'editing' && selected ? (
          <DeleteElementDialog tagName={selected.tagName} onConfirm={editor.deleteSelected} />
        ) : null}
        <IconButton label="Close element editor" size="icon-sm" onClick={editor.close}>
          <X />
        </IconButton>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {status === 'generating' ? (
          <EditorStateMessage
            icon={Loader}
            title={MESSAGES.VISUAL_EDITING_UNAVAILABLE}
            hint={MESSAGES.WAIT_FOR_GENERATION}
          />
        ) : status === 'empty' ? (
          <EditorStateMessage
            icon={MousePointerClick}
            title={MESSAGES.SELECT_TO_EDIT}
            hint={MESSAGES.SELECT_TO_EDIT_HINT}
          />
        ) : status === 'ready' ? (
          <EditorStateMessage
            icon={CircleCheck}
            title={MESSAGES.READY_TO_SAVE}
            hint={MESSAGES.READY_TO_SAVE_HINT}
          >
            <ul aria-label="Pending changes" className="mt-2 max-h-80 w-full overflow-y-auto text-left">
              {Object.entries(state.records).map(([id, record]) => (
                <li
                  key={id}
                  className="truncate rounded-md px-2 py-1 font-mono text-[11.5px] text-zinc-600 odd:bg-zinc-50"
                >
                  {record.type === 'deleting' ? 'Delete ' : 'Edit '}&lt;{state.tagNames[id] ?? 'element'}&gt;
                  · {record.filePath}
                </li>
              ))}
            </ul>
          </EditorStateMessage>
        ) : status === 'third-party' ? (
          <EditorStateMessage
            icon={Puzzle}
            title={MESSAGES.THIRD_PARTY_COMPONENT}
            hint={MESSAGES.THIRD_PARTY_COMPONENT_HINT}
          />
        ) : original && selected ? (
          <>
            <p
              className="truncate px-4 pt-3 font-mono text-[11px] text-zinc-400"
              title={selected.filePath ?? undefined}
            >
              {selected.filePath}
            </p>
            {original.isTextOnly && text !== null ? (
              <TextField
                value={text}
                isDynamic={state.text?.isDynamic ?? true}
                onChange={editor.changeText}
              />
            ) : null}
            <StyleSections
              styles={currentStyles(state)}
              isTextOnly={original.isTextOnly}
              onChange={editor.changeStyle}
            />
          </>
        ) : (
          <div className="flex justify-center py-10 text-zinc-400">
            <Spinner />
            <span className="sr-only">Reading the element's styles</span>
          </div>
        )}
      </div>
      <footer className="flex shrink-0 items-center justify-end gap-2 border-t border-zinc-200/80 px-3 py-2.5">
        <Button
          variant="ghost"
          size="sm"
          onClick={editor.discard}
          disabled={recordCount === 0 || editor.isSaving}
        >
          {MESSAGES.DISCARD}
        </Button>
        <Button
          variant="primary"
          size="sm"
          onClick={editor.save}
          disabled={recordCount === 0 || editor.isSaving || isRunInProgress}
        >
          {editor.isSaving ? <Spinner /> : null}
          {editor.isSaving ? MESSAGES.SAVING : MESSAGES.SAVE_CHANGES}
        </Button>
      </footer>
    </aside>
  );
}
