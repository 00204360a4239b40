import { MESSAGES } from '@kiln/contracts';
import { MousePointerClick } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { usePreviewSession } from '../preview-session';

export type SelectElementToggleProps = { webId: string; isDisabled?: boolean };

/**
 * Seed 001 §2.6: the owner's 'Select Element' toggle. Elements picked in the preview go with the next
 * chat message; it cannot be used while the element editor is open (seed 001 §4.6).
 */
export function SelectElementToggle({ webId, isDisabled = false }: SelectElementToggleProps) {
  const [{ mode }, session] = usePreviewSession(webId);
  const isActive = mode === 'inspector';

  const handleClick = () => {
    if (mode === 'editor') {
      toast.error(MESSAGES.INSPECTOR_EDITOR_CONFLICT, { id: 'inspector-editor-conflict' });
      return;
    }
    session.setMode(isActive ? null : 'inspector');
  };

  return (
    <SimpleTooltip content={MESSAGES.INSPECT_MULTI_HINT}>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={isActive}
        onClick={handleClick}
        disabled={isDisabled}
        className={cn(
          'h-8 gap-1.5 px-2.5 text-[13px]',
          isActive && 'bg-blue-50 text-blue-700 hover:bg-blue-100 hover:text-blue-800',
        )}
      >
        <MousePointerClick aria-hidden="true" />
        <span className="@max-lg:sr-only">{MESSAGES.SELECT_ELEMENT}</span>
      </Button>
    </SimpleTooltip>
  );
}
