import { LEFT_PANEL_TABS, type Project, type Version } from '@kiln/contracts';
import { History, MessagesSquare } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AssetEditor, AssetGallery, useAssetsLeaveGuard } from '@/features/assets';
import { ChatPanel } from '@/features/chat';
import type { ProjectSocket } from '@/features/realtime';
import { VersionHistory } from '@/features/versions';
import type { LeftTab } from '../workspace-state';

const TAB_ICONS = { chat: MessagesSquare, versions: History } as const;

export type LeftPanelProps = {
  project: Project;
  socket: ProjectSocket | null;
  tab: LeftTab;
  onTabChange: (tab: LeftTab) => void;
  previewedCommit: string | null;
  onPreviewVersion: (version: Version) => void;
  onExitPreview: () => void;
};

function isLeftTab(value: string): value is LeftTab {
  return LEFT_PANEL_TABS.some((tab) => tab.id === value);
}

/** Seed 001 §2.1: the left panel's tabs, All Chat and Version History. The chat stays mounted. */
export function LeftPanel({
  project,
  socket,
  tab,
  onTabChange,
  previewedCommit,
  onPreviewVersion,
  onExitPreview,
}: LeftPanelProps) {
  const assetsGuard = useAssetsLeaveGuard<LeftTab>(project._id, tab, 'images', onTabChange);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => isLeftTab(value) && assetsGuard.requestTab(value)}
      className="flex h-full min-h-0 flex-col bg-white"
    >
      <div className="flex h-11 shrink-0 items-center border-b border-zinc-200/80 px-2">
        <TabsList aria-label="Left panel" className="h-8 bg-transparent p-0">
          {LEFT_PANEL_TABS.map(({ id, label }) => {
            const Icon = TAB_ICONS[id];
            return (
              <TabsTrigger
                key={id}
                value={id}
                className="h-7 data-[state=active]:bg-zinc-100 data-[state=active]:shadow-none"
              >
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      <TabsContent
        value="chat"
        forceMount
        className="min-h-0 flex-1 flex-col data-[state=active]:flex data-[state=inactive]:hidden"
      >
        <ChatPanel project={project} socket={socket} />
      </TabsContent>
      <TabsContent value="images" className="min-h-0 flex-1 flex-col data-[state=active]:flex">
        {/* Staff who are not the owner see the app's pictures read-only, as visitors do (seed 002 §2). */}
        {project.isOwner ? (
          <AssetEditor project={project} onApplied={() => onTabChange('chat')} />
        ) : (
          <AssetGallery project={project} onClose={() => onTabChange('chat')} />
        )}
      </TabsContent>
      <TabsContent value="versions" className="min-h-0 flex-1 overflow-y-auto">
        <VersionHistory
          project={project}
          previewedCommit={previewedCommit}
          onPreview={onPreviewVersion}
          onExitPreview={onExitPreview}
        />
      </TabsContent>
      {assetsGuard.dialog}
    </Tabs>
  );
}
