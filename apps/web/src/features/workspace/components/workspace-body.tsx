import { LIMITS, type Project, type Version } from '@kiln/contracts';
import type { Dispatch } from 'react';
import { ResizableGroup, ResizableHandle, ResizablePanel } from '@/components/ui/resizable';
import { AssetGallery } from '@/features/assets';
import type { ProjectSocket } from '@/features/realtime';
import { useMediaQuery } from '../hooks/use-media-query';
import type { WorkspaceEvent, WorkspaceState } from '../workspace-state';
import { LeftPanel } from './left-panel';
import { RightPanel } from './right-panel';

export type WorkspaceBodyProps = {
  project: Project;
  socket: ProjectSocket | null;
  showSidePanel: boolean;
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceEvent>;
};

const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

/**
 * Seed 002 §2 frame: the chat on the left at 30% (owner and staff), the preview/code panel on the
 * right, with a handle between them. Under 768 px the two stack, chat above.
 */
export function WorkspaceBody({ project, socket, showSidePanel, state, dispatch }: WorkspaceBodyProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);

  const rightPanel = <RightPanel project={project} state={state} dispatch={dispatch} />;
  if (!showSidePanel) {
    // A visitor's Assets (seed 002 §2) sits beside the preview, above it on a phone.
    const isAssetsOpen = state.leftTab === 'images';
    return (
      <main aria-label="Preview" className="flex min-h-0 flex-1 max-md:flex-col">
        {isAssetsOpen ? (
          <div className="shrink-0 border-zinc-200/80 max-md:h-2/5 max-md:border-b md:w-80 md:border-r">
            <AssetGallery project={project} onClose={() => dispatch({ type: 'left/select', tab: 'chat' })} />
          </div>
        ) : null}
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">{rightPanel}</div>
      </main>
    );
  }

  const leftPanel = (
    <LeftPanel
      project={project}
      socket={socket}
      tab={state.leftTab}
      onTabChange={(tab) => dispatch({ type: 'left/select', tab })}
      previewedCommit={state.previewedVersion?.commitHash ?? null}
      onPreviewVersion={(version: Version) => dispatch({ type: 'version/preview', version })}
      onExitPreview={() => dispatch({ type: 'version/exit' })}
    />
  );

  return (
    <main aria-label="Workspace" className="flex min-h-0 flex-1">
      <ResizableGroup
        key={isMobile ? 'stacked' : 'side-by-side'}
        id={isMobile ? 'workspace-stacked' : 'workspace'}
        orientation={isMobile ? 'vertical' : 'horizontal'}
      >
        <ResizablePanel
          id="left"
          defaultSize={isMobile ? '45%' : `${LIMITS.chatPanelDefaultPercent}%`}
          minSize={isMobile ? '160px' : '300px'}
          maxSize={isMobile ? '75%' : '55%'}
        >
          <aside aria-label="Chat and versions" className="h-full min-h-0">
            {leftPanel}
          </aside>
        </ResizablePanel>
        <ResizableHandle
          label={isMobile ? 'Resize chat and preview' : 'Resize chat panel'}
          className={
            isMobile ? 'h-px w-full after:inset-x-0 after:-top-1.5 after:h-3 after:w-full' : undefined
          }
        />
        <ResizablePanel id="right" minSize={isMobile ? '200px' : '360px'}>
          <section aria-label="Preview and code" className="h-full min-h-0">
            {rightPanel}
          </section>
        </ResizablePanel>
      </ResizableGroup>
    </main>
  );
}
