import { ImageIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useAssetTooltip } from '../hooks/use-asset-tooltip';

export type AssetsRailButtonProps = {
  webId: string;
  isActive: boolean;
  onOpen: () => void;
  /** A visitor's Assets only shows the pictures: no tip about swapping them. */
  isReadOnly?: boolean;
  className?: string;
};

/** Seed 002 §2 sidebar 'Assets': opens the images tab; shows the one-time tip while the flag is unset. */
export function AssetsRailButton({
  webId,
  isActive,
  onOpen,
  isReadOnly = false,
  className,
}: AssetsRailButtonProps) {
  const isTipShown = useAssetTooltip(webId, !isReadOnly);
  return (
    <Tooltip open={isTipShown ? true : undefined}>
      <TooltipTrigger asChild>
        <Button
          aria-label="Assets"
          aria-pressed={isActive}
          size="icon"
          variant="ghost"
          onClick={onOpen}
          className={cn(className, isActive && 'bg-zinc-100 text-zinc-900')}
        >
          <ImageIcon />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="right">
        {isTipShown ? 'New: swap any picture in your app from Assets' : 'Assets'}
      </TooltipContent>
    </Tooltip>
  );
}
