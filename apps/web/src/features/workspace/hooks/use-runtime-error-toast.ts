import { MESSAGES, type Project } from '@kiln/contracts';
import { createElement, useCallback } from 'react';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '@/features/billing';
import type { RuntimeError } from '@/features/preview';
import { useWorkspaceChatBridge } from '../chat-bridge';
import { RuntimeErrorToast } from '../components/runtime-error-toast';
import { formatRuntimeError, runtimeErrorSummary } from '../runtime-error';

const TOAST_ID = 'runtime-error';

/**
 * Seed 001 §2.6, §6, §8: a runtime error in the preview raises 'Something needs your attention' with
 * the error cut to 80 characters, Dismiss and 'Fix Automatically'. Fixing is the owner's and needs
 * premium: anyone else is told so in the words seed 002 §5 gives this prompt ('Something needs your
 * attention', its "error-fix prompt"). Fix hands the whole error to the chat.
 */
export function useRuntimeErrorToast(project: Pick<Project, 'isOwner'>): (error: RuntimeError) => void {
  const { isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const bridge = useWorkspaceChatBridge();
  const isOwner = project.isOwner;

  return useCallback(
    (error: RuntimeError) => {
      const handleFix = () => {
        if (!isOwner) {
          toast.error(MESSAGES.NOT_OWNER);
          return;
        }
        if (!isPremium) {
          // Seed 002 §2/§5 words for its error-fix prompt; the chat's Fix Errors keeps seed 001's.
          toast.error(MESSAGES.PREMIUM_FIX_ERRORS_USER, {
            action: { label: 'Upgrade', onClick: openUpgradeDialog },
          });
          return;
        }
        if (!bridge.fixError(formatRuntimeError(error))) {
          toast.error('Open the chat to fix this error.');
        }
      };
      toast.custom(
        () =>
          createElement(RuntimeErrorToast, {
            summary: runtimeErrorSummary(error),
            onFix: () => {
              toast.dismiss(TOAST_ID);
              handleFix();
            },
            onDismiss: () => toast.dismiss(TOAST_ID),
          }),
        { id: TOAST_ID, duration: Number.POSITIVE_INFINITY, unstyled: true },
      );
    },
    [isOwner, isPremium, openUpgradeDialog, bridge],
  );
}
