import { PROJECT_NAME_MAX, type Project } from '@kiln/contracts';
import { Pencil } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useRenameProject } from '@/features/projects';
import { nextProjectName } from '../project-name';

export type EditableProjectNameProps = { project: Project };

/** Seed 000 §4: click to edit; Enter or blur saves; Escape restores. */
export function EditableProjectName({ project }: EditableProjectNameProps) {
  const rename = useRenameProject();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(project.projectName);
  // Enter and Escape end the edit themselves; the blur that follows must not save again.
  const isDone = useRef(false);

  const startEditing = () => {
    isDone.current = false;
    setDraft(project.projectName);
    setIsEditing(true);
  };

  const save = () => {
    if (isDone.current) return;
    isDone.current = true;
    setIsEditing(false);
    const newName = nextProjectName(draft, project.projectName);
    if (!newName) return;
    rename.mutate({ projectId: project._id, newName, isComponent: project.platform === 'component' });
  };

  const cancel = () => {
    isDone.current = true;
    setDraft(project.projectName);
    setIsEditing(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  if (isEditing) {
    return (
      <input
        aria-label="Project name"
        value={draft}
        maxLength={PROJECT_NAME_MAX}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={save}
        onFocus={(event) => event.currentTarget.select()}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
        autoFocus
        className="h-8 w-64 max-w-[40vw] rounded-md border border-ember-500 bg-white px-2 text-sm font-medium text-zinc-900 ring-3 ring-ember-500/15 outline-none"
      />
    );
  }

  return (
    <SimpleTooltip content="Rename project">
      <button
        type="button"
        aria-label="Rename project"
        onClick={startEditing}
        className="group/name inline-flex h-8 max-w-[40vw] min-w-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-zinc-900 outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-ember-500/60"
      >
        <span className="truncate">{project.projectName}</span>
        <Pencil
          aria-hidden="true"
          className="size-3 shrink-0 text-zinc-400 opacity-0 transition-opacity group-hover/name:opacity-100 group-focus-visible/name:opacity-100"
        />
      </button>
    </SimpleTooltip>
  );
}
