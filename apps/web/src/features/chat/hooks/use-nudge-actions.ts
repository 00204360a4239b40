import { type IntegrationType, isPhaseInProgress, LIMITS, MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { autoIntegrate, patchProjectIntegrations } from '@/features/ai-integrations';
import { errorMessage } from '@/lib/api-client';
import { denyIntegration } from '../api';
import { nudgeFollowUp } from '../nudges';
import { patchProjectCache } from '../project-cache';

/**
 * The nudges the owner can connect: in a dialog of Kiln's, or at once for those that need no set-up
 * (AI models: `auto-integrate`, seed 000 call 19).
 */
export const CONNECTABLE_NUDGES: readonly IntegrationType[] = ['supabase', 'ai'];
const CONNECTED_AT_ONCE: readonly IntegrationType[] = ['ai'];

/**
 * An integration nudge's two answers (seed 000 §4): 'Not Now' (call 18, stored as denied), or
 * connecting in the integration's dialog. Once every nudge of that message is answered, the chat
 * carries on by itself after the seed's 300 ms: 'Continue', or 'Apply Added Integrations'.
 */
type Connecting = { subtype: IntegrationType; messageNudges: readonly IntegrationType[] };

export function useNudgeActions(project: Project, sendFollowUp: (text: string) => void) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The nudge whose dialog is open, and the nudges of its message. */
  const [connecting, setConnecting] = useState<Connecting | null>(null);
  /** A message whose nudges were being connected: it carries on once they are all answered. */
  const waiting = useRef<readonly IntegrationType[] | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // Connecting may start a run of its own (Supabase's client written into the app): the follow-up
  // waits for it to end, as a message sent meanwhile would be refused.
  const isBusy = isPhaseInProgress(project.phase);
  const isBusyNow = useRef(isBusy);
  useEffect(() => {
    isBusyNow.current = isBusy;
  }, [isBusy]);
  const followUpLater = useCallback(
    (text: string, messageNudges: readonly IntegrationType[]) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (isBusyNow.current) waiting.current = messageNudges;
        else sendFollowUp(text);
      }, LIMITS.integrationNudgeDelayMs);
    },
    [sendFollowUp],
  );

  // Connected in its dialog: the project says so once the dialog's change reaches it.
  const { integrations, hasSentIntentMessage } = project;
  useEffect(() => {
    if (!waiting.current || isBusy) return;
    const messageNudges = waiting.current;
    const followUp = nudgeFollowUp(messageNudges, { integrations, hasSentIntentMessage });
    if (!followUp) return;
    waiting.current = null;
    followUpLater(followUp, messageNudges);
  }, [integrations, hasSentIntentMessage, isBusy, followUpLater]);

  const mutation = useMutation({
    mutationFn: ({ subtype }: { subtype: IntegrationType; messageNudges: readonly IntegrationType[] }) =>
      denyIntegration(project._id, subtype),
    onSuccess: (hasSentIntentMessage, { messageNudges }) => {
      patchProjectCache(queryClient, project._id, { hasSentIntentMessage });
      const followUp = nudgeFollowUp(messageNudges, {
        integrations: project.integrations,
        hasSentIntentMessage,
      });
      if (followUp) followUpLater(followUp, messageNudges);
    },
    onError: () => toast.error(MESSAGES.INTEGRATION_STATUS_FAILED),
  });

  const denyNudge = useCallback(
    (subtype: IntegrationType, messageNudges: readonly IntegrationType[]) =>
      mutation.mutate({ subtype, messageNudges }),
    [mutation.mutate],
  );
  // AI needs no set-up: the nudge's Connect turns its features on, and the project saying so sends
  // 'Apply Added Integrations' (the effect above).
  const integrate = useMutation({
    mutationFn: () => autoIntegrate(project._id),
    onSuccess: (next) => {
      patchProjectIntegrations(queryClient, project._id, () => next);
      toast.success(MESSAGES.AI_READY);
    },
    onError: (error) => {
      waiting.current = null;
      toast.error(errorMessage(error, MESSAGES.SAVE_INTEGRATIONS_FAILED));
    },
  });
  const connectNudge = useCallback(
    (subtype: IntegrationType, messageNudges: readonly IntegrationType[]) => {
      waiting.current = messageNudges;
      if (CONNECTED_AT_ONCE.includes(subtype)) integrate.mutate();
      else setConnecting({ subtype, messageNudges });
    },
    [integrate.mutate],
  );

  return {
    denyNudge,
    denyingNudge: mutation.isPending ? (mutation.variables?.subtype ?? null) : null,
    connectNudge,
    connecting: connecting?.subtype ?? null,
    closeConnect: () => setConnecting(null),
  };
}
