import { MESSAGES } from '@kiln/contracts';
import { CircleAlert, ExternalLink, PartyPopper } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { deployResultTitle } from '../deploy-labels';

export type DeployResult =
  | { kind: 'success'; wasDeployed: boolean; prodLink: string }
  | { kind: 'failure'; wasDeployed: boolean; message: string };

export type DeployResultDialogProps = {
  result: DeployResult | null;
  onClose: () => void;
  onContactSupport: (message: string) => void;
  isContacting: boolean;
  /** Where the focus goes back to once the dialog closes (the header's Deploy button). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

function celebrate() {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  // Fetched on the first deploy only: nothing else uses it.
  void import('canvas-confetti').then(({ default: confetti }) =>
    confetti({ particleCount: 140, spread: 80, origin: { y: 0.6 }, zIndex: 1000 }),
  );
}

/** Seed 000 §2: the success dialog with confetti, or the failure dialog with Contact Support. */
export function DeployResultDialog({
  result,
  onClose,
  onContactSupport,
  isContacting,
  returnFocusRef,
}: DeployResultDialogProps) {
  const isSuccess = result?.kind === 'success';
  const openSiteRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (isSuccess) celebrate();
  }, [isSuccess]);
  if (!result) return null;
  const title = deployResultTitle(result.wasDeployed, result.kind === 'success');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-md"
        // Radix focuses the first button that is not a link: on success that is Copy site link, whose
        // tooltip opens on focus and would take the first Escape. The success dialog's own action is
        // Open site.
        onOpenAutoFocus={(event) => {
          if (!openSiteRef.current) return;
          event.preventDefault();
          openSiteRef.current.focus();
        }}
        // The popover that started the deploy is gone: focus goes back to the header's Deploy button.
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <div
            className={
              result.kind === 'success'
                ? 'mb-2 grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-600'
                : 'mb-2 grid size-10 place-items-center rounded-full bg-red-50 text-red-600'
            }
          >
            {result.kind === 'success' ? (
              <PartyPopper aria-hidden="true" />
            ) : (
              <CircleAlert aria-hidden="true" />
            )}
          </div>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {result.kind === 'success'
              ? 'Your app is live. Anyone with the link can open it.'
              : result.message}
          </DialogDescription>
        </DialogHeader>
        {result.kind === 'success' ? (
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2">
            <a
              href={result.prodLink}
              target="_blank"
              rel="noreferrer"
              className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900 underline-offset-2 hover:underline"
            >
              {result.prodLink}
            </a>
            <CopyButton value={result.prodLink} label="Copy site link" />
          </div>
        ) : null}
        <DialogFooter>
          {result.kind === 'success' ? (
            <Button asChild>
              <a ref={openSiteRef} href={result.prodLink} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Open site
              </a>
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => onContactSupport(result.message)} disabled={isContacting}>
                {MESSAGES.CONTACT_SUPPORT}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
