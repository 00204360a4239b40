import { LIMITS } from '@kiln/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '@/components/ui/icon-button';
import type { TranscriptRow } from '../transcript';
import { MessageListSkeleton } from './message-list-skeleton';

/** How close to the end still counts as "at the bottom" (a line or so of slack). */
const BOTTOM_SLACK_PX = 48;
/** A scroll this soon after a wheel, touch, key or pointer press is the reader's own. */
const USER_SCROLL_WINDOW_MS = 400;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

export type MessageListProps = {
  rows: readonly TranscriptRow[];
  isLoading: boolean;
  /** A reply is streaming: screen readers hear the message once it is done, not every chunk. */
  isBusy: boolean;
  renderRow: (row: TranscriptRow) => ReactNode;
  /** Shown instead of rows when there are none (and nothing is loading). */
  empty?: ReactNode;
  /** Tests give the viewport a size; browsers measure it. */
  initialRect?: { width: number; height: number };
};

/**
 * Seed 001 §2.2: the virtualised transcript. Only the rows in view (and a few either side) are in the
 * DOM, so 5,000 messages scroll like 5. It follows the end while the reader is there, shows "Scroll to
 * bottom" when they are not, and goes to the last message 100 ms after a new one arrives (§4.3).
 */
export function MessageList({ rows, isLoading, isBusy, renderRow, empty, initialRect }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sizerRef = useRef<HTMLDivElement>(null);
  // Following the end is the reader's choice: only their own scrolling away stops it, never the list
  // re-measuring rows or a reply growing.
  const stickRef = useRef(true);
  const userScrollAt = useRef(0);
  const [isFollowing, setIsFollowing] = useState(true);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'edit' ? 72 : 132),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    paddingStart: 12,
    paddingEnd: 20,
    initialRect,
  });

  const follow = useCallback((value: boolean) => {
    stickRef.current = value;
    setIsFollowing(value);
  }, []);

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    follow(true);
    element.scrollTop = element.scrollHeight;
  }, [follow]);

  const markUserScroll = () => {
    userScrollAt.current = Date.now();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) markUserScroll();
  };

  const handleScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom) follow(true);
    else if (Date.now() - userScrollAt.current < USER_SCROLL_WINDOW_MS) follow(false);
  };

  const count = rows.length;
  const showEmpty = !isLoading && count === 0 && Boolean(empty);
  const hasRows = !isLoading && !showEmpty;

  // While the reader is at the end, growth (a streaming reply, a measured row, a taller composer)
  // keeps them there.
  useLayoutEffect(() => {
    if (!hasRows) return;
    const scroller = scrollRef.current;
    const sizer = sizerRef.current;
    if (!scroller || !sizer || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(sizer);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [hasRows]);

  // After every render (a chunk, a measured row), a follower stays at the end.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || !stickRef.current) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight > 1)
      element.scrollTop = element.scrollHeight;
  });

  // The transcript opens at its end.
  const hasOpened = useRef(false);
  useLayoutEffect(() => {
    if (!hasRows || count === 0 || hasOpened.current) return;
    hasOpened.current = true;
    scrollToBottom();
  }, [hasRows, count, scrollToBottom]);

  const previousCount = useRef(count);
  useEffect(() => {
    const grew = count > previousCount.current;
    previousCount.current = count;
    if (!grew) return;
    const timer = setTimeout(scrollToBottom, LIMITS.scrollToLastMessageMs);
    return () => clearTimeout(timer);
  }, [count, scrollToBottom]);

  const items = virtualizer.getVirtualItems();

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        aria-busy={isLoading || isBusy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={handleScroll}
        onWheel={markUserScroll}
        onTouchMove={markUserScroll}
        onPointerDown={markUserScroll}
        onFocus={markUserScroll}
        onKeyDown={handleKeyDown}
        className="h-full overflow-y-auto overscroll-contain outline-none [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ember-500/40 focus-visible:ring-inset"
      >
        {isLoading ? (
          <MessageListSkeleton />
        ) : showEmpty ? (
          empty
        ) : (
          <div ref={sizerRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            <div
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
            >
              {items.map((virtualRow) => {
                const row = rows[virtualRow.index];
                if (!row) return null;
                return (
                  <div
                    key={virtualRow.key}
                    data-index={virtualRow.index}
                    ref={virtualizer.measureElement}
                    className="px-4 py-2.5"
                  >
                    {renderRow(row)}
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {!isFollowing && count > 0 && !isLoading ? (
        <IconButton
          label="Scroll to bottom"
          side="top"
          variant="secondary"
          size="icon-sm"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 animate-pop-in rounded-full shadow-float"
        >
          <ArrowDown />
        </IconButton>
      ) : null}
    </div>
  );
}
