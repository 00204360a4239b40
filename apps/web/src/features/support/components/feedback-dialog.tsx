import { FEEDBACK_MAX, MESSAGES } from '@kiln/contracts';
import { MessageSquareText } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useSendFeedback } from '../hooks/use-support';
import { isSendShortcut } from '../is-send-shortcut';
import { RatingInput } from './rating-input';
import { SentNotice } from './sent-notice';

export type FeedbackDialogProps = { projectId?: string };

/** Seed 000 §6: Feedback, for the project's owner. */
export function FeedbackDialog({ projectId }: FeedbackDialogProps) {
  const fieldId = useId();
  const ratingLabelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const send = useSendFeedback();
  const canSend = message.trim().length > 0 && !send.isPending;

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) send.reset();
  };

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { webId: projectId, message: message.trim(), rating: rating ?? undefined },
      {
        onSuccess: () => {
          setMessage('');
          setRating(null);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event.nativeEvent)) return;
    event.preventDefault();
    submit();
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <SimpleTooltip content="Tell us what you think">
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm">
            <MessageSquareText aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Feedback</span>
          </Button>
        </DialogTrigger>
      </SimpleTooltip>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Send feedback</DialogTitle>
          <DialogDescription>
            What works, what doesn’t, what you wish Kiln did. It goes straight to the people building it.
          </DialogDescription>
        </DialogHeader>
        {send.isSuccess ? (
          <>
            <SentNotice message={MESSAGES.FEEDBACK_SENT} />
            <DialogFooter>
              <Button variant="secondary" onClick={() => send.reset()}>
                Send more
              </Button>
              <DialogClose asChild>
                <Button variant="dark">Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={handleSubmit} className="flex flex-col gap-5">
            <div className="flex flex-col gap-1.5">
              <span id={ratingLabelId} className="text-[13px] font-medium text-zinc-700">
                How is it going? <span className="font-normal text-zinc-400">(optional)</span>
              </span>
              <RatingInput value={rating} onValueChange={setRating} labelId={ratingLabelId} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fieldId}>Your feedback</Label>
              <Textarea
                id={fieldId}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                onKeyDown={handleKeyDown}
                maxLength={FEEDBACK_MAX}
                placeholder="The preview feels slow when…"
                rows={5}
                autoFocus
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="primary" disabled={!canSend}>
                {send.isPending ? <Spinner /> : null}
                Send feedback
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
