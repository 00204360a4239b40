import { FEEDBACK_MAX, MESSAGES } from '@kiln/contracts';
import { LifeBuoy, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useCurrentUser } from '@/features/auth';
import { useSendSupportMessage, useSupportMessages } from '../hooks/use-support';
import { isSendShortcut } from '../is-send-shortcut';
import { SentNotice } from './sent-notice';
import { SupportThread } from './support-thread';

export type LiveSupportDialogProps = { projectId?: string };

/** Seed 000 header: Live Support, for any signed-in user. Replies arrive by email. */
export function LiveSupportDialog({ projectId }: LiveSupportDialogProps) {
  const fieldId = useId();
  const { user } = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [hasSent, setHasSent] = useState(false);
  const thread = useSupportMessages(isOpen);
  const send = useSendSupportMessage();
  const canSend = message.trim().length > 0 && !send.isPending;

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setHasSent(false);
  };

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { webId: projectId, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          setHasSent(true);
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
      <SimpleTooltip content="Talk to the Kiln team">
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm">
            <LifeBuoy aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Live Support</span>
          </Button>
        </DialogTrigger>
      </SimpleTooltip>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Live Support</DialogTitle>
          <DialogDescription>
            Ask the Kiln team anything about this project. We reply by email
            {user ? (
              <>
                {' '}
                to <span className="font-medium text-zinc-700">{user.email}</span>
              </>
            ) : null}
            .
          </DialogDescription>
        </DialogHeader>
        <SupportThread items={thread.data} isLoading={thread.isPending && isOpen} />
        {hasSent ? <SentNotice message={MESSAGES.SUPPORT_SENT} /> : null}
        <form onSubmit={handleSubmit} className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>Message</Label>
          <Textarea
            id={fieldId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={handleKeyDown}
            maxLength={FEEDBACK_MAX}
            placeholder="What can we help with?"
            rows={4}
            autoFocus
          />
          <div className="mt-1 flex items-center justify-between gap-3">
            <span className="text-xs text-zinc-400">Ctrl + Enter to send</span>
            <Button type="submit" variant="primary" disabled={!canSend}>
              {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Send message
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
