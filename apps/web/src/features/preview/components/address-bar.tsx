import { MESSAGES } from '@kiln/contracts';
import { ExternalLink, Link2, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { IconButton } from '@/components/ui/icon-button';
import { copyText } from '@/lib/clipboard';

export type AddressBarProps = {
  /** The page the preview shows now. */
  address: string;
  /** The link to copy and open: the preview's own URL (a version's build while one is previewed). */
  shareUrl: string;
  /** Shown instead of the address while a build runs (seed 001 §2.6). */
  placeholder?: string | null;
  onRefresh: () => void;
  isDisabled?: boolean;
  /**
   * The preview shows a run's draft, its checks still running (issue 14 §1): a "Checking…" badge
   * says the page is not a version yet.
   */
  isChecking?: boolean;
};

/** Seed 001 §2.6: the read-only address bar with Refresh, Copy preview link and Open in new tab. */
export function AddressBar({
  address,
  shareUrl,
  placeholder,
  onRefresh,
  isDisabled = false,
  isChecking = false,
}: AddressBarProps) {
  const handleCopy = async () => {
    if (await copyText(shareUrl)) toast.success(MESSAGES.URL_COPIED);
    else toast.error(MESSAGES.LINK_COPY_FAILED);
  };

  return (
    <div className="flex h-8 min-w-0 flex-1 items-center gap-0.5 rounded-lg border border-zinc-200 bg-zinc-50/80 pr-0.5 pl-0.5">
      <IconButton
        label="Refresh preview"
        size="icon-sm"
        className="size-7"
        onClick={onRefresh}
        disabled={isDisabled}
      >
        <RotateCw />
      </IconButton>
      <input
        readOnly
        aria-label="Preview address"
        value={placeholder ? '' : address}
        placeholder={placeholder ?? undefined}
        title={placeholder ?? address}
        onFocus={(event) => event.currentTarget.select()}
        className="h-7 min-w-0 flex-1 truncate rounded-md bg-transparent px-1.5 font-mono text-[12px] text-zinc-700 outline-none placeholder:font-sans placeholder:text-zinc-400 focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-ember-500/40"
      />
      {isChecking ? (
        <span
          role="status"
          title="This edit is live while Kiln type-checks and test-renders it; it becomes a version once they pass."
          className="flex h-6 shrink-0 items-center gap-1.5 rounded-md bg-amber-50 px-2 text-[11.5px] font-medium text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-amber-500" />
          Checking…
        </span>
      ) : null}
      <IconButton
        label="Copy preview link"
        size="icon-sm"
        className="size-7"
        onClick={handleCopy}
        disabled={isDisabled}
      >
        <Link2 />
      </IconButton>
      {isDisabled ? (
        <IconButton label="Open in new tab" size="icon-sm" className="size-7" disabled>
          <ExternalLink />
        </IconButton>
      ) : (
        <IconButton label="Open in new tab" size="icon-sm" className="size-7" asChild>
          <a href={shareUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink />
          </a>
        </IconButton>
      )}
    </div>
  );
}
