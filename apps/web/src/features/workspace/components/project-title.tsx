import type { Project } from '@kiln/contracts';
import { Lock } from 'lucide-react';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useLiveProjectName } from '../hooks/use-live-project-name';
import { EditableProjectName } from './editable-project-name';
import { GeneratingName } from './generating-name';

export type ProjectTitleProps = { project: Project; canRename: boolean };

/** The name in the header: generating, typing in, editable for the owner, or plain. */
export function ProjectTitle({ project, canRename }: ProjectTitleProps) {
  const { isGenerating, displayName, isTyping } = useLiveProjectName(project);

  const renderName = () => {
    if (isGenerating) return <GeneratingName />;
    if (isTyping) {
      return (
        <span className="inline-flex h-8 items-center px-2 text-sm font-medium text-zinc-900">
          <span aria-hidden="true">{displayName}</span>
          <span aria-hidden="true" className="ml-px h-4 w-px animate-caret bg-ember-600" />
          <span className="sr-only">{project.projectName}</span>
        </span>
      );
    }
    if (canRename) return <EditableProjectName project={project} />;
    return (
      <span className="block max-w-[40vw] min-w-0 truncate px-2 text-sm font-medium text-zinc-900">
        {displayName}
      </span>
    );
  };

  return (
    <div className="flex min-w-16 items-center gap-1">
      <h1 className="sr-only">{isGenerating ? 'New project' : project.projectName}</h1>
      {renderName()}
      {project.isPrivate ? (
        <SimpleTooltip content="Private project: only you can open it">
          <span className="inline-flex size-6 items-center justify-center text-zinc-400">
            <Lock aria-label="Private project" role="img" className="size-3.5" />
          </span>
        </SimpleTooltip>
      ) : null}
    </div>
  );
}
