import { MESSAGES } from '@kiln/contracts';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
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
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useSendFeedback } from '../hooks/use-support';
import { RatingInput } from './rating-input';
import { SentNotice } from './sent-notice';
import { SupportMessageForm } from './support-message-form';

export type FeedbackDialogProps = { projectId?: string };

/** Seed 000 §6: Feedback, for the project's owner. */
export function FeedbackDialog({ projectId }: FeedbackDialogProps) {
  const ratingLabelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const send = useSendFeedback();

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) send.reset();
  };

  const handleSend = async (message: string) => {
    await send.mutateAsync({ webId: projectId, message, rating: rating ?? undefined });
    setRating(null);
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
          <SupportMessageForm
            label="Your feedback"
            placeholder="The preview feels slow when…"
            submitLabel="Send feedback"
            rows={5}
            onSend={handleSend}
            isPending={send.isPending}
          >
            <div className="flex flex-col gap-1.5">
              <span id={ratingLabelId} className="text-[13px] font-medium text-zinc-700">
                How is it going? <span className="font-normal text-zinc-400">(optional)</span>
              </span>
              <RatingInput value={rating} onValueChange={setRating} labelId={ratingLabelId} />
            </div>
          </SupportMessageForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
