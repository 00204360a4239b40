import { type IntegrationType, LIMITS, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { denyIntegration } from '../api';
import { nudgeFollowUp } from '../nudges';
import { patchProjectCache } from '../project-cache';

/**
 * 'Not Now' on an integration nudge (seed 000 §4, call 18). Once every nudge of that message is
 * answered, the chat carries on by itself after the seed's 300 ms.
 */
export function useNudgeActions(project: Project, sendFollowUp: (text: string) => void) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const mutation = useMutation({
    mutationFn: ({ subtype }: { subtype: IntegrationType; messageNudges: readonly IntegrationType[] }) =>
      denyIntegration(project._id, subtype),
    onSuccess: (hasSentIntentMessage, { messageNudges }) => {
      patchProjectCache(queryClient, project._id, { hasSentIntentMessage });
      const followUp = nudgeFollowUp(messageNudges, {
        integrations: project.integrations,
        hasSentIntentMessage,
      });
      if (followUp) timer.current = setTimeout(() => sendFollowUp(followUp), LIMITS.integrationNudgeDelayMs);
    },
    onError: () => toast.error(MESSAGES.INTEGRATION_STATUS_FAILED),
  });

  const denyNudge = useCallback(
    (subtype: IntegrationType, messageNudges: readonly IntegrationType[]) =>
      mutation.mutate({ subtype, messageNudges }),
    [mutation.mutate],
  );
  return { denyNudge, denyingNudge: mutation.isPending ? (mutation.variables?.subtype ?? null) : null };
}
