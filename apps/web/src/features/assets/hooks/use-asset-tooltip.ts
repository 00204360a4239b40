import { LIMITS } from '@kiln/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys, useCurrentUser } from '@/features/auth';
import { projectFilesQueryOptions } from '@/features/code-explorer';
import { markTooltipShown } from '../api';

const IMAGE_FILE = /\.(?:png|jpe?g|webp|gif|svg|avif)$/i;

/**
 * Seed 001 §4.5: when the app has an image in its code and the user has not seen the Assets tip, the
 * tip shows and, after 3 s, the user's hasShownAssetTooltip flag is set (once, for good). The tip
 * speaks of swapping pictures, so a visitor (`isEnabled` false) never gets it.
 */
export function useAssetTooltip(webId: string, isEnabled = true): boolean {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const isCandidate = isEnabled && user !== null && !user.hasShownAssetTooltip;
  const files = useQuery({ ...projectFilesQueryOptions(webId, null), enabled: isCandidate });
  const hasImage =
    files.data?.files.some(
      (file) =>
        (file.path.startsWith('public/') && IMAGE_FILE.test(file.path)) || /<img\b/.test(file.content ?? ''),
    ) ?? false;
  const isShown = isCandidate && hasImage;

  useEffect(() => {
    if (!isShown || !user) return;
    const timer = setTimeout(() => {
      markTooltipShown(user.email)
        .then(() => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }))
        .catch((error: unknown) => console.warn('[kiln] asset tooltip flag not saved', error));
    }, LIMITS.assetTooltipDelayMs);
    return () => clearTimeout(timer);
  }, [isShown, user, queryClient]);

  return isShown;
}
