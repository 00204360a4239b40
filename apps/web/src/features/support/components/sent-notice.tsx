import { CircleCheck } from 'lucide-react';

export type SentNoticeProps = { message: string };

/** The inline confirmation after a message is stored; announced politely. */
export function SentNotice({ message }: SentNoticeProps) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-[13px] text-emerald-800"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
      {message}
    </p>
  );
}
