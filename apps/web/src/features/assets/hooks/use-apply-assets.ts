import {
  type AssetReplacement,
  buildAssetPrompt,
  isPhaseInProgress,
  MESSAGES,
  type Project,
} from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { authKeys, useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '@/features/billing';
import { useChatSender } from '@/features/chat';
import { getPreviewSession } from '@/features/preview';
import { errorMessage } from '@/lib/api-client';
import { importAssets, markImageApplied, trackDownload } from '../api';
import { mediaKindOf } from '../asset-state';
import { getAssetSession } from '../session';

type ApplyProject = Pick<Project, '_id' | 'platform' | 'phase'>;

function srcOf(attributes: { name: string; value: string }[]): string {
  return attributes.find((a) => a.name === 'src')?.value ?? '';
}

/**
 * Seed 001 §4.5 Apply: premium only (§6); the chosen files are copied into the project, then the chat
 * prompt naming each element and its new file is sent; stock downloads are tracked only now, and the
 * user's applied-image flag set. Mappings clear once the prompt is on its way.
 */
export function useApplyAssets(project: ApplyProject, onApplied: () => void) {
  const webId = project._id;
  const send = useChatSender({ _id: webId, platform: project.platform });
  const { user, isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const queryClient = useQueryClient();
  const [isApplying, setIsApplying] = useState(false);

  const apply = async () => {
    const state = getAssetSession(webId).getState();
    const kind = state.videoMapping ? 'video' : 'image';
    const premiumMessage = kind === 'video' ? MESSAGES.PREMIUM_APPLY_VIDEOS : MESSAGES.PREMIUM_APPLY_IMAGES;
    const failedMessage = kind === 'video' ? MESSAGES.VIDEO_UPLOAD_FAILED : MESSAGES.APPLY_IMAGES_FAILED;
    if (!isPremium) {
      toast.error(premiumMessage, {
        id: 'assets-apply',
        action: { label: 'Upgrade', onClick: openUpgradeDialog },
      });
      return;
    }
    if (isPhaseInProgress(project.phase)) {
      toast.error(MESSAGES.GENERATION_RUNNING, { id: 'assets-apply' });
      return;
    }
    const entries =
      kind === 'video' && state.videoMapping
        ? [
            {
              element: state.elements[state.videoMapping.elementIndex],
              asset: state.videoMapping.video,
              note: state.videoMapping.video.description,
            },
          ]
        : state.imageMappings.map((m) => ({
            element: m.element,
            asset: m.image,
            note: m.image.description ?? m.image.photographer.name,
          }));
    if (entries.length === 0 || entries.some((e) => !e.element?.uniqueId || !e.element.filePath)) {
      toast.error(MESSAGES.THIRD_PARTY_COMPONENT_HINT, { id: 'assets-apply' });
      return;
    }
    setIsApplying(true);
    try {
      const imported = await importAssets(
        webId,
        kind,
        entries.map(({ asset }) => ({ id: asset.id, url: asset.url })),
      );
      const items: AssetReplacement[] = entries.map(({ element, note }, index) => ({
        kind,
        filePath: element?.filePath ?? '',
        uniqueId: element?.uniqueId ?? '',
        currentSrc: srcOf(element?.attributes ?? []),
        newSrc: imported[index]?.src ?? '',
        ...(note ? { note } : {}),
        ...(element ? { elementTag: mediaKindOf(element) === 'video' ? 'video' : 'img' } : {}),
      }));
      const isSent = await send({ content: buildAssetPrompt(items), source: 'assets', mode: 'build' });
      if (!isSent) return;
      for (const mapping of state.imageMappings)
        if (mapping.image.downloadLocation) void trackDownload(mapping.image.downloadLocation);
      if (user)
        void markImageApplied(user.email).then(() =>
          queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
        );
      getAssetSession(webId).dispatch({ type: 'mappings/clear' });
      const preview = getPreviewSession(webId);
      if (preview.getState().mode === 'image') preview.setMode(null);
      onApplied();
    } catch (error) {
      toast.error(errorMessage(error, failedMessage), { id: 'assets-apply' });
    } finally {
      setIsApplying(false);
    }
  };

  return { apply, isApplying };
}
