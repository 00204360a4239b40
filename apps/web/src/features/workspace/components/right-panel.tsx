import type { Project } from '@kiln/contracts';
import { type Dispatch, useState } from 'react';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { CodeExplorer, isRunActive } from '@/features/code-explorer';
import { ComponentsPanel } from '@/features/components';
import { DiffView } from '@/features/diff';
import {
  AddressBar,
  DeviceSwitcher,
  PreviewBuilding,
  PreviewViewport,
  SelectElementToggle,
  usePreviewFrame,
} from '@/features/preview';
import { EditorToggle, VisualEditing } from '@/features/visual-editor';
import { cn } from '@/lib/cn';
import { useFirstGeneration } from '../hooks/use-first-generation';
import { useRuntimeErrorToast } from '../hooks/use-runtime-error-toast';
import type { WorkspaceEvent, WorkspaceState, WorkspaceTab } from '../workspace-state';
import { GenerationPanes } from './generation-panes';
import { PanelToolbar } from './panel-toolbar';
import { VersionPreviewBanner } from './version-preview-banner';
import { VisitorHistoryButton } from './visitor-history-button';
import { WorkspaceTabs } from './workspace-tabs';

export type RightPanelProps = {
  project: Project;
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceEvent>;
};

const BUILDING_ADDRESS = 'Building your app…';

function isWorkspaceTab(value: string): value is WorkspaceTab {
  return value === 'preview' || value === 'code' || value === 'components';
}

/**
 * Seed 002 §2: the right panel. Owners switch between Preview and Code; everyone gets the device
 * switcher off the Code tab; the diff view takes the whole panel while it is open. The preview stays
 * mounted behind the other views, so returning to it does not reload the app.
 */
export function RightPanel({ project, state, dispatch }: RightPanelProps) {
  const { previewedVersion } = state;
  // Visitors have no switcher; the sidebar's Components item is their way to the components tab.
  const tab: WorkspaceTab = project.isOwner || state.tab === 'components' ? state.tab : 'preview';
  const src = previewedVersion?.previewUrl ?? project.link;
  const frame = usePreviewFrame({ src, reloadCount: state.reloadCount, reloadTarget: state.reloadTarget });
  const handleRuntimeError = useRuntimeErrorToast(project);
  const isRunning = isRunActive(project.phase);
  // The first run's app replaces the starter it builds on: the preview waits for it (one load).
  const isFirstGeneration = useFirstGeneration(project);
  // A run's draft (its edit built, the checks running) is on screen, the first run's included.
  const isDraftShown = state.isDraft && previewedVersion === null;
  const hasFirstVersion =
    previewedVersion !== null || (project.currentCommitHash !== null && (!isFirstGeneration || isDraftShown));
  const exitPreview = () => dispatch({ type: 'version/exit' });
  // The explorer mounts on the first visit to Code and then stays, keeping its tabs and scroll.
  const [hasOpenedCode, setHasOpenedCode] = useState(tab === 'code');
  if (tab === 'code' && !hasOpenedCode) setHasOpenedCode(true);

  const canEdit = previewedVersion === null;
  const previewBody = hasFirstVersion ? (
    <VisualEditing
      project={project}
      address={frame.address}
      onReloadPreview={() => dispatch({ type: 'preview/reload' })}
      canEdit={canEdit}
    >
      <PreviewViewport
        webId={project._id}
        frameUrl={frame.frameUrl}
        device={state.device}
        onAddressChange={frame.setAddress}
        onRuntimeError={handleRuntimeError}
      />
    </VisualEditing>
  ) : (
    <PreviewBuilding phase={project.phase} />
  );

  const ownerTools =
    canEdit && hasFirstVersion && tab === 'preview' ? (
      <>
        <SelectElementToggle webId={project._id} />
        <EditorToggle webId={project._id} />
      </>
    ) : null;
  const visitorTools = (
    <VisitorHistoryButton
      project={project}
      previewedCommit={previewedVersion?.commitHash ?? null}
      onPreview={(version) => dispatch({ type: 'version/preview', version })}
      onExitPreview={exitPreview}
    />
  );

  return (
    <div className="relative flex h-full min-h-0 flex-col bg-white">
      {state.diff ? (
        <div className="absolute inset-0 z-20 flex flex-col">
          <DiffView
            subdomain={project.subdomain}
            previousCommit={state.diff.previousCommit}
            currentCommit={state.diff.currentCommit}
            onClose={() => dispatch({ type: 'diff/close' })}
          />
        </div>
      ) : null}
      <Tabs
        value={tab}
        onValueChange={(value) => isWorkspaceTab(value) && dispatch({ type: 'tab/select', tab: value })}
        className={cn('flex min-h-0 flex-1 flex-col', state.diff && 'invisible')}
      >
        <PanelToolbar
          tabs={
            project.isOwner ? (
              <WorkspaceTabs isCodeDisabled={previewedVersion !== null} isRunActive={isRunning} />
            ) : null
          }
          address={
            tab === 'preview' ? (
              <AddressBar
                address={frame.address}
                shareUrl={src}
                placeholder={isRunning && !previewedVersion && !isDraftShown ? BUILDING_ADDRESS : null}
                onRefresh={() => dispatch({ type: 'preview/reload' })}
                isDisabled={!hasFirstVersion}
                isChecking={isDraftShown && isRunning}
              />
            ) : null
          }
          tools={project.isOwner ? ownerTools : visitorTools}
          device={
            tab === 'code' ? null : (
              <DeviceSwitcher
                device={state.device}
                onDeviceChange={(device) => dispatch({ type: 'device/select', device })}
              />
            )
          }
        />
        {previewedVersion ? <VersionPreviewBanner version={previewedVersion} onExit={exitPreview} /> : null}
        {/*
          The panels share one area. The preview stays laid out at full size behind the others
          (invisible, not display:none): the app in it never sees its viewport collapse to nothing,
          and coming back to it (a run's reload included) is a repaint, not a new layout.
        */}
        <div className="relative min-h-0 flex-1">
          {project.isOwner ? (
            <TabsContent
              value="preview"
              forceMount
              className="absolute inset-0 flex flex-col data-[state=inactive]:invisible"
            >
              {previewBody}
            </TabsContent>
          ) : (
            // Visitors have no tabs: the preview is the whole panel.
            <div className={cn('absolute inset-0 flex flex-col', tab === 'components' && 'invisible')}>
              {previewBody}
            </div>
          )}
          {tab === 'components' ? (
            <TabsContent value="components" className="absolute inset-0 flex flex-col bg-white">
              <ComponentsPanel
                project={project}
                navigationUrl={frame.address}
                {...(project.isOwner
                  ? {}
                  : { onBack: () => dispatch({ type: 'tab/select', tab: 'preview' }) })}
              />
            </TabsContent>
          ) : null}
          {project.isOwner && hasOpenedCode ? (
            <TabsContent
              value="code"
              forceMount
              className="absolute inset-0 flex-col bg-white data-[state=active]:flex data-[state=inactive]:hidden"
            >
              <CodeExplorer
                project={project}
                isActive={tab === 'code' && !state.diff}
                generationDetails={<GenerationPanes projectId={project._id} />}
              />
            </TabsContent>
          ) : null}
        </div>
      </Tabs>
    </div>
  );
}
