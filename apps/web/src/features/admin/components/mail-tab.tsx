import type { AdminMail } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/time';
import { adminMailQueryOptions } from '../api';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from '../labels';
import { AdminTable, Cell } from './admin-table';
import { EmptyState, QueryError, TableSkeleton } from './query-state';

export const OUTBOX_NOTE = 'No SMTP_URL is set: emails wait here instead of being sent.';

const HEAD = ['To', 'Subject', 'Kind', 'Status', 'Date'];

function MailStatus({ mail }: { mail: AdminMail }) {
  const variant = mail.status === 'sent' ? 'success' : mail.status === 'failed' ? 'danger' : 'neutral';
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge variant={variant}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
      {mail.status === 'failed' && mail.error ? (
        <span className="text-xs text-red-600">{mail.error}</span>
      ) : null}
    </span>
  );
}

/** Every email Kiln sent or keeps in its outbox, newest first; a row opens the text. */
export function MailTab() {
  const { data, isPending, isError, error, refetch } = useQuery(adminMailQueryOptions());
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.find((mail) => mail.id === openId) ?? null;

  if (isPending) return <TableSkeleton label="Loading mail" />;
  if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState>No email has been sent yet.</EmptyState>;
  const hasOutbox = data.some((mail) => mail.status === 'outbox');
  const newestFirst = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="flex flex-col gap-4">
      {hasOutbox ? (
        <p className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-[13px] text-sky-800">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {OUTBOX_NOTE}
        </p>
      ) : null}
      <AdminTable caption="Mail" head={HEAD}>
        {newestFirst.map((mail) => (
          <tr key={mail.id} className="hover:bg-zinc-50">
            <Cell>{mail.to}</Cell>
            <Cell>
              {/* The subject is the row's button: one tab stop, named by what it opens. */}
              <button
                type="button"
                onClick={() => setOpenId(mail.id)}
                className="text-left font-medium text-zinc-900 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ember-500/60"
              >
                {mail.subject}
              </button>
            </Cell>
            <Cell className="whitespace-nowrap">{MAIL_KIND_LABELS[mail.kind]}</Cell>
            <Cell>
              <MailStatus mail={mail} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>
              To {open?.to} · {open ? formatDateTime(open.createdAt) : ''}
            </DialogDescription>
          </DialogHeader>
          <pre className="max-h-[60dvh] overflow-y-auto rounded-lg bg-zinc-50 p-3 font-sans text-[13px] leading-relaxed whitespace-pre-wrap text-zinc-800">
            {open?.text}
          </pre>
        </DialogContent>
      </Dialog>
    </div>
  );
}
