import { useRef } from 'react';
import { useElementSize } from '@/lib/use-element-size';

/** The width the component's page is laid out at before it is scaled into the card. */
const VIRTUAL_WIDTH = 1024;
const VIRTUAL_HEIGHT = 640;

/** Same permissions as the workspace preview: the app runs on its own origin, never Kiln's. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-modals';

export type ComponentFrameProps = { src: string; title: string };

/**
 * A component project's own preview, live and scaled down to the card: laid out at desktop width so
 * it looks as it does in its project. The card is for looking; the page is not focusable from here.
 */
export function ComponentFrame({ src, title }: ComponentFrameProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(containerRef);
  const scale = width > 0 ? width / VIRTUAL_WIDTH : 0;
  return (
    <div ref={containerRef} className="relative aspect-[16/10] overflow-hidden bg-white">
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        loading="lazy"
        tabIndex={-1}
        className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
        style={{
          width: VIRTUAL_WIDTH,
          height: VIRTUAL_HEIGHT,
          // Hidden until the card is measured, so it never shows at full size first.
          visibility: scale > 0 ? 'visible' : 'hidden',
          transform: `scale(${scale || 1})`,
        }}
      />
    </div>
  );
}
