import type { AdminThread, ThreadStatus } from '@kiln/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/time';
import { useReplyToThread, useSetThreadStatus } from '../hooks/use-admin-mutations';
import { MAIL_STATUS_LABELS, THREAD_STATUS_LABELS } from '../labels';
import { ThreadStatusBadge } from './thread-status-badge';

type Reply = AdminThread['replies'][number];

const STATUSES: readonly ThreadStatus[] = ['open', 'answered', 'closed'];

function ReplyItem({ reply }: { reply: Reply }) {
  return (
    <li className="rounded-lg border border-zinc-200 bg-zinc-50/60 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500">
        <span className="font-medium text-zinc-700">{reply.adminEmail ?? 'An operator'}</span>
        <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
        {reply.mailStatus ? (
          <Badge
            variant={
              reply.mailStatus === 'sent' ? 'success' : reply.mailStatus === 'failed' ? 'danger' : 'neutral'
            }
          >
            {MAIL_STATUS_LABELS[reply.mailStatus]}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-[13px] leading-relaxed whitespace-pre-wrap text-zinc-800">{reply.message}</p>
    </li>
  );
}

/** One thread: the author's message, the replies and their mail status, a reply box, its status. */
export function ThreadDetail({ thread }: { thread: AdminThread }) {
  const reply = useReplyToThread();
  const setStatus = useSetThreadStatus();
  const [message, setMessage] = useState('');
  const fieldId = `reply-${thread.id}`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate({ threadId: thread.id, message: message.trim() }, { onSuccess: () => setMessage('') });
  };

  return (
    <section aria-label={`Message from ${thread.user.email}`} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-zinc-900">{thread.user.name || thread.user.email}</p>
          <p className="text-xs text-zinc-500">
            {thread.user.email} · {formatDateTime(thread.createdAt)}
          </p>
        </div>
        <ThreadStatusBadge status={thread.status} />
      </header>
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-zinc-800">{thread.message}</p>
      {thread.replies.length > 0 ? (
        <ol aria-label="Replies" className="flex flex-col gap-2">
          {thread.replies.map((item) => (
            <ReplyItem key={item.id} reply={item} />
          ))}
        </ol>
      ) : (
        <p className="text-xs text-zinc-500">No reply yet.</p>
      )}
      <form onSubmit={handleSubmit} className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>Reply</Label>
        <Textarea
          id={fieldId}
          value={message}
          maxLength={10_000}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${fieldId}-hint`} className="text-xs text-zinc-500">
            Sent by email to {thread.user.email}.
          </p>
          <Button type="submit" variant="primary" size="sm" disabled={!message.trim() || reply.isPending}>
            {reply.isPending ? <Spinner /> : <Send />}
            Send reply
          </Button>
        </div>
      </form>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-xs text-zinc-500">Mark as</legend>
        {STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="secondary"
            aria-pressed={thread.status === status}
            disabled={thread.status === status || setStatus.isPending}
            onClick={() => setStatus.mutate({ threadId: thread.id, status })}
          >
            {THREAD_STATUS_LABELS[status]}
          </Button>
        ))}
      </fieldset>
    </section>
  );
}
