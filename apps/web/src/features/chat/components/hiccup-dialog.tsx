import { MESSAGES } from '@kiln/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** A small drawing instead of the seed's video: a browser window with a wobbling spark being mended. */
function HiccupIllustration() {
  return (
    <svg viewBox="0 0 240 120" aria-hidden="true" className="h-28 w-full">
      <rect x="40" y="14" width="160" height="96" rx="12" fill="#fafafa" stroke="#e4e4e7" strokeWidth="2" />
      <path d="M40 34h160" stroke="#e4e4e7" strokeWidth="2" />
      <circle cx="54" cy="24" r="3" fill="#fca5a5" />
      <circle cx="64" cy="24" r="3" fill="#fde68a" />
      <circle cx="74" cy="24" r="3" fill="#bbf7d0" />
      <rect x="58" y="48" width="64" height="8" rx="4" fill="#e4e4e7" />
      <rect x="58" y="62" width="92" height="8" rx="4" fill="#f4f4f5" />
      <rect x="58" y="76" width="48" height="8" rx="4" fill="#f4f4f5" />
      <g transform="translate(160 70)">
        <circle r="22" fill="#fff7ed" stroke="#fdba74" strokeWidth="2" />
        <path
          d="M-3-11 4-1h-6l4 12"
          fill="none"
          stroke="#ea580c"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <path d="M196 28l8-6M200 38l10 0M196 48l8 6" stroke="#fb923c" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export type HiccupDialogProps = { open: boolean; onDismiss: () => void };

/**
 * Seed 001 §2.2: shown once to the owner after a build first fails, until they dismiss it
 * (`/users/acknowledge-errors`).
 */
export function HiccupDialog({ open, onDismiss }: HiccupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent showClose={false}>
        <HiccupIllustration />
        <DialogHeader className="pr-0">
          <DialogTitle>{MESSAGES.AI_HICCUP_TITLE}</DialogTitle>
          <DialogDescription>
            Sometimes the code the AI writes doesn't build on the first try. Press Fix Errors under the
            message and it will find and repair the problem. {MESSAGES.FIX_ERRORS_FREE}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="dark" onClick={onDismiss}>
            {MESSAGES.DISMISS}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
