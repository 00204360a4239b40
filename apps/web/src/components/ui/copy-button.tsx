import { LIMITS, MESSAGES } from '@kiln/contracts';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { copyText } from '@/lib/clipboard';
import { IconButton } from './icon-button';

export type CopyButtonProps = {
  value: string;
  label?: string;
  className?: string;
  /** A toast to confirm the copy, e.g. MESSAGES.URL_COPIED. */
  successMessage?: string;
};

/** Copies `value` and shows a check for the seeds' 2 s. */
export function CopyButton({ value, label = 'Copy', className, successMessage }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), LIMITS.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    if (!(await copyText(value))) {
      toast.error(MESSAGES.LINK_COPY_FAILED);
      return;
    }
    setIsCopied(true);
    if (successMessage) toast.success(successMessage);
  };

  return (
    <IconButton
      label={label}
      tooltip={isCopied ? 'Copied' : label}
      size="icon-sm"
      className={className}
      onClick={handleCopy}
    >
      {isCopied ? <Check className="text-emerald-600" /> : <Copy />}
    </IconButton>
  );
}
