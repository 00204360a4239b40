import { MESSAGES } from '@kiln/contracts';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { usePreviewSession } from '../preview-session';

export type PreviewModeToggleProps = {
  webId: string;
  /** The preview mode this button turns on and off. */
  mode: 'inspector' | 'editor';
  icon: ReactNode;
  label: string;
  tooltip: string;
  isDisabled?: boolean;
  /** Runs as the mode turns off (e.g. the editor drops its selection). */
  onDeactivate?: () => void;
};

/**
 * A toolbar button for one of the preview's pointing modes. Select Element and the element editor
 * exclude each other with the seed's message (seed 001 §4.6).
 */
export function PreviewModeToggle({
  webId,
  mode,
  icon,
  label,
  tooltip,
  isDisabled = false,
  onDeactivate,
}: PreviewModeToggleProps) {
  const [state, session] = usePreviewSession(webId);
  const isActive = state.mode === mode;
  const other = mode === 'inspector' ? 'editor' : 'inspector';

  const handleClick = () => {
    if (state.mode === other) {
      toast.error(MESSAGES.INSPECTOR_EDITOR_CONFLICT, { id: 'inspector-editor-conflict' });
      return;
    }
    if (isActive) onDeactivate?.();
    session.setMode(isActive ? null : mode);
  };

  return (
    <SimpleTooltip content={tooltip}>
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
        {icon}
        {/* The label shows where the right panel's toolbar has room for it: beside the tabs when the
            address bar has a row of its own (34–48rem), and in the single row from 56rem. */}
        <span className="@max-[34rem]:sr-only @3xl:@max-4xl:sr-only">{label}</span>
      </Button>
    </SimpleTooltip>
  );
}
