import type { ComponentProps } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { cn } from '@/lib/cn';

/**
 * While any separator in the group is being dragged, frames inside it stop taking the pointer.
 * An iframe is another document: once the pointer crosses into it (the preview beside the chat
 * handle), the parent page gets no more pointermove events and the drag freezes. The library
 * (react-resizable-panels 4.24) captures the pointer only on the first move, which a quick drag
 * already makes over the frame; with the frames transparent to the pointer the moves stay ours.
 */
const SHIELD_FRAMES_WHILE_DRAGGING = '[&:has([data-separator=active])_iframe]:pointer-events-none';

/** react-resizable-panels v4, shadcn-style: a group of panels and the handles between them. */
export function ResizableGroup({ className, ...props }: ComponentProps<typeof Group>) {
  return <Group className={cn('flex h-full w-full', SHIELD_FRAMES_WHILE_DRAGGING, className)} {...props} />;
}

export const ResizablePanel = Panel;

export type ResizableHandleProps = ComponentProps<typeof Separator> & {
  /** The name a screen reader gives the handle, e.g. "Resize chat panel". */
  label: string;
};

/**
 * A 1 px rule with a wider invisible grab area; it glows ember while hovered, dragged or focused.
 * Arrow keys resize when it has focus (the library's separator is a focusable `role="separator"`).
 */
export function ResizableHandle({ className, label, ...props }: ResizableHandleProps) {
  return (
    <Separator
      aria-label={label}
      className={cn(
        'group/handle relative flex w-px shrink-0 items-center justify-center bg-zinc-200/80 outline-none',
        'after:absolute after:inset-y-0 after:-left-1.5 after:w-3 after:content-[""]',
        'transition-colors data-[separator=active]:bg-ember-400 data-[separator=focus]:bg-ember-500 data-[separator=hover]:bg-ember-300',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="z-10 h-8 w-1 rounded-full bg-zinc-300 opacity-0 transition-opacity group-data-[separator=active]/handle:bg-ember-500 group-data-[separator=active]/handle:opacity-100 group-data-[separator=focus]/handle:opacity-100 group-data-[separator=hover]/handle:opacity-100"
      />
    </Separator>
  );
}
