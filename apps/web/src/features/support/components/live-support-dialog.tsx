import { MESSAGES } from '@kiln/contracts';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { useCurrentUser } from '@/features/auth';
import { useSendSupportMessage, useSupportMessages } from '../hooks/use-support';
import { SentNotice } from './sent-notice';
import { SupportMessageForm } from './support-message-form';
import { SupportThread } from './support-thread';

export type LiveSupportDialogProps = { projectId?: string };

/** Seed 000 header: Live Support, for any signed-in user. Replies arrive by email. */
export function LiveSupportDialog({ projectId }: LiveSupportDialogProps) {
  const { user } = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const [hasSent, setHasSent] = useState(false);
  const thread = useSupportMessages(isOpen);
  const send = useSendSupportMessage();

  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setHasSent(false);
  };

  const handleSend = async (message: string) => {
    await send.mutateAsync({ webId: projectId, message });
    setHasSent(true);
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
        <SupportMessageForm
          label="Message"
          placeholder="What can we help with?"
          submitLabel="Send message"
          onSend={handleSend}
          isPending={send.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
