import type { Project } from '@kiln/contracts';
import { ProjectInfoPanel } from './project-info-panel';

export type WorkspaceBodyProps = { project: Project; showSidePanel: boolean };

/**
 * Seed 002 §2 frame: the left column (30% on desktop, for the owner) and the right panel. Under
 * 768 px the two stack.
 */
export function WorkspaceBody({ project, showSidePanel }: WorkspaceBodyProps) {
  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      {showSidePanel ? (
        <aside
          aria-label="Project details"
          className="shrink-0 overflow-y-auto border-b border-zinc-200/80 bg-white md:w-[30%] md:max-w-[560px] md:min-w-[280px] md:border-r md:border-b-0"
        >
          <ProjectInfoPanel project={project} />
        </aside>
      ) : null}
      <section aria-label="Preview" className="flex min-h-[60vh] min-w-0 flex-1 p-2 md:min-h-0">
        <div className="flex-1 rounded-xl border border-zinc-200/80 bg-white bg-[radial-gradient(rgb(24_24_27/0.06)_1px,transparent_1px)] bg-size-[16px_16px] shadow-card" />
      </section>
    </div>
  );
}
