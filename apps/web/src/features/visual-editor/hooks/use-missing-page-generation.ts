import { isPhaseInProgress, LIMITS, MESSAGES, type Project } from '@kiln/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useChatActions, useChatSender } from '@/features/chat';
import { getPreviewSession } from '@/features/preview';
import { missingPagePrompt } from '../page-prompt';

/**
 * Seed 001 §4.8: the preview offers to build a page its router has none for. The owner's request goes
 * to the chat; while the run builds, the preview hears GENERATION_IN_PROGRESS every 100 ms, and 1 s
 * after the phase settles, GENERATION_COMPLETE or GENERATION_FAILED. Visitors and a busy chat get the
 * seed's messages instead.
 */
export function useMissingPageGeneration(
  project: Pick<Project, '_id' | 'platform' | 'phase' | 'isOwner'>,
): void {
  const session = getPreviewSession(project._id);
  const send = useChatSender(project);
  const { isBusy } = useChatActions(project);
  const [componentName, setComponentName] = useState<string | null>(null);
  const latest = useRef({ isOwner: project.isOwner, isBusy, send });
  latest.current = { isOwner: project.isOwner, isBusy, send };

  useEffect(
    () =>
      session.onMessage((message) => {
        if (message.type !== 'ELEMENT_INSPECTED' || message.action !== 'generate_section') return;
        const { isOwner, isBusy: isChatBusy, send: sendPrompt } = latest.current;
        if (!isOwner) {
          toast.error(MESSAGES.NO_PERMISSION_GENERATE_PAGES, { id: 'generate-page' });
          return;
        }
        if (isChatBusy) {
          toast.error(MESSAGES.WAIT_FOR_CHAT, { id: 'generate-page' });
          return;
        }
        const content = missingPagePrompt(message.componentName, message.metadata);
        // The preview reloads on the new page once it is built.
        const navigationUrl = message.metadata.pathname;
        void sendPrompt({ content, source: 'page', mode: 'build', navigationUrl }).then((isSent) => {
          if (!isSent) return;
          // The card says so at once; the run's phases keep it saying so.
          session.post({ type: 'GENERATION_IN_PROGRESS', componentName: message.componentName });
          setComponentName(message.componentName);
        });
      }),
    [session],
  );

  const { phase } = project;
  useEffect(() => {
    if (!componentName) return;
    if (isPhaseInProgress(phase)) {
      const timer = window.setInterval(
        () => session.post({ type: 'GENERATION_IN_PROGRESS', componentName }),
        LIMITS.generationPollMs,
      );
      return () => window.clearInterval(timer);
    }
    if (phase !== 'COMPLETE' && phase !== 'FAILED') return;
    const timer = window.setTimeout(() => {
      session.post(
        phase === 'COMPLETE'
          ? { type: 'GENERATION_COMPLETE', componentName }
          : { type: 'GENERATION_FAILED', componentName, message: MESSAGES.GENERATE_COMPONENT_FAILED },
      );
      setComponentName(null);
    }, LIMITS.generationCompletionCheckMs);
    return () => window.clearTimeout(timer);
  }, [componentName, phase, session]);
}
