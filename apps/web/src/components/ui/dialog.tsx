import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-zinc-950/25 backdrop-blur-[2px]',
        'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  );
}

export const dialogContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid grid-cols-1 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  'gap-5 overflow-y-auto rounded-2xl border border-zinc-200/80 bg-white p-6 shadow-float outline-none',
  'data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out',
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  showClose?: boolean;
};

/**
 * Escape belongs to the layer that has the focus. Radix hands its Escape listener to a nested layer (a
 * confirmation, a menu) one render after that layer has taken the focus, and an Escape pressed in
 * between closed the dialog under it too. While the focus is in another layer, outside this dialog's
 * content, the dialog leaves that Escape alone and presses it again for that layer a frame later, once
 * its listener is there: one press closes the confirmation, as a person expects.
 */
function isEscapeForAnotherLayer(content: Element | null, target: EventTarget | null): target is Element {
  if (!content || !(target instanceof Element)) return false;
  return !content.contains(target) && target !== target.ownerDocument.body;
}

/**
 * Escapes this module pressed again, with how many frames they have waited. One that comes back here
 * (the layer's listener is not there yet: a slow render) waits another frame, for a few frames.
 */
const passedOn = new WeakMap<Event, number>();
const MAX_PASS_ON_FRAMES = 30;

function passOnEscape(event: KeyboardEvent, target: Element): void {
  const frames = passedOn.get(event) ?? 0;
  if (frames >= MAX_PASS_ON_FRAMES) return;
  const view = target.ownerDocument.defaultView;
  view?.requestAnimationFrame(() => {
    if (!target.isConnected) return;
    const again = new view.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    passedOn.set(again, frames + 1);
    target.dispatchEvent(again);
  });
}

export function DialogContent({
  className,
  children,
  showClose = true,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={contentRef}
        className={cn(dialogContentClassName, className)}
        onEscapeKeyDown={(event) => {
          if (isEscapeForAnotherLayer(contentRef.current, event.target)) {
            event.preventDefault();
            passOnEscape(event, event.target);
          } else onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-lg text-zinc-400 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            <X className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-[17px] font-semibold tracking-tight text-zinc-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm leading-relaxed text-zinc-500', className)}
      {...props}
    />
  );
}
