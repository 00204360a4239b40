import { type ImageAsset, isPhaseInProgress, MESSAGES, type Project } from '@kiln/contracts';
import { MousePointerClick, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { recordAssetsTabClick } from '../api';
import { hasInvalidElement, mediaKindOf } from '../asset-state';
import { useApplyAssets } from '../hooks/use-apply-assets';
import { useImageSelection } from '../hooks/use-image-selection';
import { useAssetSession } from '../session';
import { AssetBottomBar } from './asset-bottom-bar';
import { AssetIntro } from './asset-intro';
import { GenerateTab } from './generate-tab';
import { SelectedElements } from './selected-elements';
import { StockTab } from './stock-tab';
import { UploadTab } from './upload-tab';

export type AssetEditorProps = {
  project: Pick<Project, '_id' | 'platform' | 'phase' | 'link'>;
  /** The apply prompt was sent: the workspace shows the chat. */
  onApplied: () => void;
};

const [TITLE, SUBTITLE] = MESSAGES.ASSET_EDITOR_HEADER.split(' - ');

/** Seed 001 §2.4: the Asset Editor, the left panel's internal images tab. */
export function AssetEditor({ project, onApplied }: AssetEditorProps) {
  const webId = project._id;
  const [state, dispatch] = useAssetSession(webId);
  const { isInspecting, toggleInspecting } = useImageSelection(webId);
  const { apply, isApplying } = useApplyAssets(project, onApplied);
  const [uploads, setUploads] = useState<ImageAsset[]>([]);
  const [generated, setGenerated] = useState<ImageAsset[]>([]);
  const active = state.elements[state.activeIndex];
  const isVideoActive = active ? mediaKindOf(active) === 'video' : false;

  useEffect(() => {
    recordAssetsTabClick(webId).catch((error: unknown) =>
      console.warn('[kiln] asset click not recorded', error),
    );
  }, [webId]);

  const isMapped = (image: ImageAsset) =>
    state.imageMappings.some((m) => m.elementIndex === state.activeIndex && m.image.id === image.id);
  const choose = (image: ImageAsset) => dispatch({ type: 'image/choose', image });
  const shared = { isMapped, onChoose: choose };

  let body: React.ReactNode;
  if (state.elements.length === 0) {
    body = <AssetIntro isInspecting={isInspecting} onSelect={toggleInspecting} />;
  } else if (hasInvalidElement(state)) {
    body = (
      <div role="alert" className="m-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-[13px] text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {MESSAGES.INVALID_ASSET_ELEMENT}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 p-3">
        <SelectedElements
          project={project}
          state={state}
          onFocus={(index) => dispatch({ type: 'element/focus', index })}
        />
        <Tabs defaultValue={isVideoActive ? 'upload' : 'stock'} className="flex flex-col gap-3">
          <TabsList aria-label="Asset source" className="grid h-8 grid-cols-3">
            <TabsTrigger value="stock" className="h-7">
              {MESSAGES.TAB_UNSPLASH}
            </TabsTrigger>
            <TabsTrigger value="upload" className="h-7">
              {MESSAGES.TAB_UPLOAD}
            </TabsTrigger>
            <TabsTrigger value="generate" className="h-7">
              {MESSAGES.TAB_GENERATE}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="stock">
            <StockTab {...shared} />
          </TabsContent>
          <TabsContent value="upload">
            <UploadTab
              webId={webId}
              uploads={uploads}
              onUploaded={(image) => setUploads((list) => [image, ...list])}
              {...shared}
            />
          </TabsContent>
          <TabsContent value="generate">
            <GenerateTab
              webId={webId}
              generated={generated}
              onGenerated={(image) => setGenerated((list) => [image, ...list])}
              {...shared}
            />
          </TabsContent>
        </Tabs>
      </div>
    );
  }

  return (
    <section aria-label={TITLE} className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-start gap-2 border-b border-zinc-200/80 px-3 py-2.5">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-zinc-900">{TITLE}</h2>
          <p className="text-[12px] text-zinc-500">{SUBTITLE}</p>
        </div>
        {state.elements.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={isInspecting}
            onClick={toggleInspecting}
            className={cn(isInspecting && 'bg-blue-50 text-blue-700 hover:bg-blue-100')}
          >
            <MousePointerClick aria-hidden="true" />
            {MESSAGES.SELECT_ELEMENT}
          </Button>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      <AssetBottomBar
        state={state}
        isApplying={isApplying}
        isDisabled={isPhaseInProgress(project.phase) || state.elements.length === 0}
        onDiscard={() => dispatch({ type: 'mappings/clear' })}
        onApply={() => void apply()}
      />
    </section>
  );
}
