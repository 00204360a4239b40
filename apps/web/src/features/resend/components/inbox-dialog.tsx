import { calls, type Inbox, type InboxMessage } from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { inboxKeys, inboxQueryOptions } from '../api';

export type InboxDialogProps = { webId: string; open: boolean; onOpenChange: (open: boolean) => void };

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function titleOf(message: InboxMessage): string {
  return message.subject || `Message from ${message.name || message.email || 'a visitor'}`;
}

/**
 * Issue 16 §2: what the app's contact forms received, for its owner. Opening a message marks it read;
 * a message Resend emailed too says so.
 */
export function InboxDialog({ webId, open, onOpenChange }: InboxDialogProps) {
  const queryClient = useQueryClient();
  const inbox = useQuery({ ...inboxQueryOptions(webId), enabled: open });
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = inbox.data?.messages.find((message) => message.id === openId) ?? null;
  const store = (data: Inbox) => queryClient.setQueryData(inboxKeys.project(webId), data);

  const markRead = useMutation({
    mutationFn: async (id: string) => (await callApi(calls.readInboxMessage, { webId, id })).data,
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => (await callApi(calls.deleteInboxMessage, { webId, id })).data,
    onSuccess: (data) => {
      store(data);
      setOpenId(null);
      toast.success('Message deleted');
    },
    onError: (error) => toast.error(errorMessage(error, 'An error occurred')),
  });

  function handleOpen(message: InboxMessage) {
    setOpenId(message.id);
    if (!message.readAt) markRead.mutate(message.id);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) setOpenId(null);
        onOpenChange(isOpen);
      }}
    >
      <DialogContent className="max-w-xl gap-4">
        <DialogHeader>
          <DialogTitle>Inbox</DialogTitle>
          <DialogDescription>
            Messages sent through your app's contact forms. With Resend connected they are emailed to you too.
          </DialogDescription>
        </DialogHeader>
        {inbox.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : inbox.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(inbox.error, 'Could not load the inbox.')}
          </p>
        ) : opened ? (
          <article aria-label={titleOf(opened)} className="flex flex-col gap-3">
            <div className="flex items-center justify-between">
              <Button variant="ghost" size="sm" onClick={() => setOpenId(null)}>
                <ArrowLeft aria-hidden="true" /> All messages
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600"
                disabled={remove.isPending}
                onClick={() => remove.mutate(opened.id)}
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
            <h3 className="font-medium text-zinc-900">{titleOf(opened)}</h3>
            <p className="text-[13px] text-zinc-500">
              {opened.name || 'A visitor'}
              {opened.email ? (
                <>
                  {' · '}
                  <a className="underline" href={`mailto:${opened.email}`}>
                    {opened.email}
                  </a>
                </>
              ) : null}
              {' · '}
              {when(opened.createdAt)}
              {opened.emailedAt ? ' · Emailed through Resend' : ''}
            </p>
            <p className="max-h-[45vh] overflow-y-auto whitespace-pre-wrap rounded-xl bg-zinc-50 p-3 text-sm text-zinc-800">
              {opened.message}
            </p>
          </article>
        ) : inbox.data.messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-zinc-500">
            No messages yet. When a visitor sends your app's contact form, it shows up here.
          </p>
        ) : (
          <ul
            aria-label="Messages"
            className="flex max-h-[55vh] flex-col divide-y divide-zinc-100 overflow-y-auto rounded-xl border border-zinc-200"
          >
            {inbox.data.messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  onClick={() => handleOpen(message)}
                  className="flex w-full flex-col gap-0.5 px-3 py-2.5 text-left outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={cn(
                        'truncate text-sm',
                        message.readAt ? 'text-zinc-700' : 'font-semibold text-zinc-900',
                      )}
                    >
                      {titleOf(message)}
                      {message.readAt ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="shrink-0 text-[12px] text-zinc-400">{when(message.createdAt)}</span>
                  </span>
                  <span className="truncate text-[13px] text-zinc-500">{message.message}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
