import { MESSAGES } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUpgradeDialog } from '@/features/billing';
import { suggestionsQueryOptions } from '../api';
import { useChatContext } from './chat-context';

export type SuggestionChipsProps = {
  messageId: string;
  /** Suggestions written into the message itself, used until the server's list arrives. */
  fallback: readonly string[];
};

/** Seed 001 §2.2: follow-up prompts under the latest assistant message; a click sends one. */
export function SuggestionChips({ messageId, fallback }: SuggestionChipsProps) {
  const chat = useChatContext();
  const isSaved = !messageId.startsWith('local-');
  const query = useQuery({ ...suggestionsQueryOptions(chat.project._id, messageId), enabled: isSaved });
  const items = query.data && query.data.length > 0 ? query.data.map((s) => s.text) : fallback;
  if (items.length === 0) return null;
  return (
    <ul aria-label="Suggestions" className="flex flex-wrap gap-1.5 pt-1">
      {items.map((text) => (
        <li key={text} className="max-w-full">
          <button
            type="button"
            disabled={chat.isBusy}
            onClick={() => chat.sendSuggestion(text)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 py-1.5 text-left text-[12.5px] text-zinc-700 shadow-[0_1px_2px_rgb(24_24_27/0.04)] transition-colors outline-none hover:border-ember-200 hover:bg-ember-50 hover:text-ember-800 focus-visible:ring-2 focus-visible:ring-ember-500/60 disabled:pointer-events-none disabled:opacity-50"
          >
            <Sparkles aria-hidden="true" className="size-3 shrink-0 text-ember-500" />
            <span className="truncate">{text}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Seed 000 §5: a free owner sees, where the suggestions would be, that they are premium. */
export function PremiumSuggestionsNote() {
  const { openUpgradeDialog } = useUpgradeDialog();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-zinc-200 bg-zinc-50/60 px-3 py-2 text-[12.5px] text-zinc-600">
      <Sparkles aria-hidden="true" className="size-3.5 shrink-0 text-ember-500" />
      <span className="min-w-0 flex-1">{MESSAGES.PREMIUM_SUGGESTIONS}</span>
      <Button size="sm" variant="secondary" onClick={openUpgradeDialog}>
        Upgrade
      </Button>
    </div>
  );
}
