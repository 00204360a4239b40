import { isPhaseInProgress, MESSAGES, type Platform, PlatformSchema, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '@/features/billing';
import { projectQueryOptions } from '@/features/projects';
import { useChatSession } from '../chat-session';
import { buildFixPrompt } from '../display-rules';
import { useChatSender } from './use-chat-sender';

export type ChatActions = {
  /** Seed 001 §8: sends 'Fix this error, think step by step.', the ❌❌❌ marker and the error. */
  sendFixPrompt: (errorText: string) => Promise<boolean>;
  /** A send is waiting for its answer or the project's run is in progress. */
  isBusy: boolean;
};

type ChatActionsProject = Pick<Project, '_id' | 'platform' | 'phase' | 'isOwner'>;

function useProjectFromRoute(project: ChatActionsProject | undefined): ChatActionsProject | undefined {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const parsed = PlatformSchema.safeParse(searchParams.get('platform'));
  const platform: Platform = parsed.success ? parsed.data : 'web';
  const query = useQuery({ ...projectQueryOptions(id, platform), enabled: !project && id !== '' });
  return project ?? query.data;
}

/**
 * The chat's actions for the rest of the workspace (the runtime-error toast's 'Fix Automatically',
 * the build_failed part's Fix Errors). Without a project it uses the workspace route's.
 */
export function useChatActions(project?: ChatActionsProject): ChatActions {
  const current = useProjectFromRoute(project);
  const webId = current?._id ?? '';
  const [state] = useChatSession(webId);
  const send = useChatSender({ _id: webId, platform: current?.platform ?? 'web' });
  const { isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const isBusy = state.run.status === 'sending' || (current ? isPhaseInProgress(current.phase) : false);

  const sendFixPrompt = useCallback(
    async (errorText: string) => {
      if (!current) return false;
      if (!current.isOwner) {
        toast.error(MESSAGES.NOT_OWNER, { id: 'chat-fix' });
        return false;
      }
      if (!isPremium) {
        toast.error(MESSAGES.PREMIUM_FIX_ERRORS, {
          id: 'chat-fix',
          action: { label: 'Upgrade', onClick: openUpgradeDialog },
        });
        return false;
      }
      if (isBusy) {
        toast.error(MESSAGES.GENERATION_RUNNING, { id: 'chat-fix' });
        return false;
      }
      // The default model fixes errors (seed 001 §9), in build mode.
      return send({ content: buildFixPrompt(errorText), source: 'fix', mode: 'build', model: null });
    },
    [current, isPremium, isBusy, openUpgradeDialog, send],
  );

  return useMemo(() => ({ sendFixPrompt, isBusy }), [sendFixPrompt, isBusy]);
}
