import { FEEDBACK_MAX } from '@kiln/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isSendShortcut } from '../is-send-shortcut';

export type SupportMessageFormProps = {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Stores the trimmed message; the text is cleared once it resolves (a failure keeps it). */
  onSend: (message: string) => Promise<unknown>;
  isPending: boolean;
  rows?: number;
  /** Fields above the message (Feedback's rating). */
  children?: ReactNode;
};

/**
 * The one message form of the Feedback and Live Support dialogs: a capped textarea, Ctrl/Cmd+Enter
 * to send, Cancel, and a send button that waits for a non-blank message.
 */
export function SupportMessageForm({
  label,
  placeholder,
  submitLabel,
  onSend,
  isPending,
  rows = 4,
  children,
}: SupportMessageFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const [message, setMessage] = useState('');
  const canSend = message.trim().length > 0 && !isPending;

  const submit = async () => {
    if (!canSend) return;
    try {
      await onSend(message.trim());
      setMessage('');
    } catch {
      // The send's own error toast has told the user; the text stays for another try.
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event.nativeEvent)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      {children}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>{label}</Label>
        <Textarea
          id={fieldId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={handleKeyDown}
          maxLength={FEEDBACK_MAX}
          placeholder={placeholder}
          rows={rows}
          aria-describedby={hintId}
          autoFocus
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span id={hintId} className="text-xs text-zinc-400">
          Ctrl + Enter to send
        </span>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="primary" disabled={!canSend}>
            {isPending ? <Spinner /> : <Send aria-hidden="true" />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
