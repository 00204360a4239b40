import { LIMITS, MESSAGES } from '@kiln/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { copyText } from './clipboard';

/**
 * Copies a value to the clipboard; `isCopied` stays true for the seeds' 2 s (a check mark). A failed
 * copy says 'Failed to copy link'; `successMessage` is toasted on success.
 */
export function useCopy(
  value: string,
  { successMessage, onCopied }: { successMessage?: string; onCopied?: () => void } = {},
) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), LIMITS.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = useCallback(async () => {
    if (!(await copyText(value))) {
      toast.error(MESSAGES.LINK_COPY_FAILED);
      return;
    }
    setIsCopied(true);
    if (successMessage) toast.success(successMessage);
    onCopied?.();
  }, [value, successMessage, onCopied]);

  return { isCopied, copy };
}
