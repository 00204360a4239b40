import { Check, Copy } from 'lucide-react';
import { useCopy } from '@/lib/use-copy';
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
  const { isCopied, copy } = useCopy(value, successMessage ? { successMessage } : {});

  return (
    <IconButton
      label={label}
      tooltip={isCopied ? 'Copied' : label}
      size="icon-sm"
      className={className}
      onClick={copy}
    >
      {isCopied ? <Check className="text-emerald-600" /> : <Copy />}
    </IconButton>
  );
}
