import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';
import { inboxQueryOptions } from '../api';
import { InboxDialog } from './inbox-dialog';

export type InboxRailButtonProps = { webId: string } & Pick<IconButtonProps, 'side' | 'className'>;

/** The owner's rail item for the site's inbox, with its unread count. */
export function InboxRailButton({ webId, side, className }: InboxRailButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const unread = useQuery({ ...inboxQueryOptions(webId), select: (inbox) => inbox.unread }).data ?? 0;
  const label = unread > 0 ? `Inbox, ${unread} unread` : 'Inbox';
  return (
    <>
      <IconButton
        label={label}
        side={side}
        className={`relative ${className ?? ''}`}
        onClick={() => setIsOpen(true)}
      >
        <Inbox />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-ember-600 px-1 text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </IconButton>
      <InboxDialog webId={webId} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
