import { MESSAGES } from '@kiln/contracts';
import { Lock } from 'lucide-react';

/**
 * Where the composer sits for internal staff on a project they do not own (issue 22 §2): seed 002 §6
 * lets them read the chat, but only the owner (or the support account, which counts as one) sends.
 * A box that looks sendable and refuses every message would be worse than saying so up front.
 */
export function ReadOnlyChatNote() {
  return (
    <aside
      aria-label="Read-only chat"
      className="flex items-start gap-2.5 rounded-2xl border border-zinc-200 bg-zinc-50 px-3.5 py-3 text-[13px] leading-snug text-zinc-600"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-zinc-500" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold text-zinc-900">Read-only.</strong> {MESSAGES.STAFF_CHAT_READ_ONLY}
      </p>
    </aside>
  );
}
