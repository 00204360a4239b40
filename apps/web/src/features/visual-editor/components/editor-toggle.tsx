import { MESSAGES } from '@kiln/contracts';
import { PencilRuler } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { usePreviewSession } from '@/features/preview';
import { cn } from '@/lib/cn';

export type EditorToggleProps = { webId: string; isDisabled?: boolean };

/** Opens the element editor; it and Select Element exclude each other (seed 001 §4.6). */
export function EditorToggle({ webId, isDisabled = false }: EditorToggleProps) {
  const [{ mode }, session] = usePreviewSession(webId);
  const isActive = mode === 'editor';

  const handleClick = () => {
    if (mode === 'inspector') {
      toast.error(MESSAGES.INSPECTOR_EDITOR_CONFLICT, { id: 'inspector-editor-conflict' });
      return;
    }
    if (isActive) session.post({ type: 'SET_SELECTION', mode: 'editor', keep: [] });
    session.setMode(isActive ? null : 'editor');
  };

  return (
    <SimpleTooltip content="Change styles and text by clicking elements in the preview">
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
        <PencilRuler aria-hidden="true" />
        <span className="@max-lg:sr-only">Edit</span>
      </Button>
    </SimpleTooltip>
  );
}
