import { useEffect, useRef } from 'react';
import { type PendingPrompt, takePendingPrompt } from '../pending-prompt';

/**
 * Back on home after signing in, the prompt a visitor typed before is used once, automatically.
 * `isReady` is true when the user is known to be signed in.
 */
export function useResumePendingPrompt(isReady: boolean, onResume: (pending: PendingPrompt) => void): void {
  const hasResumed = useRef(false);
  useEffect(() => {
    if (!isReady || hasResumed.current) return;
    const pending = takePendingPrompt();
    if (!pending) return;
    hasResumed.current = true;
    onResume(pending);
  }, [isReady, onResume]);
}
