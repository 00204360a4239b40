import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { TokenUsageDialog } from '@/features/tokens';

export type TokensButtonProps = { projectId: string } & Pick<IconButtonProps, 'side' | 'size' | 'className'>;

/** Seed 002 §2 "Tokens": opens the Token Usage dialog. */
export function TokensButton({ projectId, side, size, className }: TokensButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Tokens"
        tooltip="Token usage"
        side={side}
        size={size}
        className={className}
        onClick={() => setIsOpen(true)}
      >
        <Gauge />
      </IconButton>
      <TokenUsageDialog projectId={projectId} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
