import { assertNever, type Device, type PreviewToParentMessage } from '@kiln/contracts';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useElementSize } from '@/lib/use-element-size';
import { frameLayout } from '../device-frame';
import { acceptPreviewMessage } from '../preview-messages';
import { getPreviewSession } from '../preview-session';
import { originOf } from '../preview-url';

export type RuntimeError = Extract<PreviewToParentMessage, { type: 'runtime-error' }>;

export type PreviewViewportProps = {
  /** The project: its preview session gets the frame and the messages. */
  webId: string;
  frameUrl: string;
  device: Device;
  onAddressChange: (url: string) => void;
  onRuntimeError: (error: RuntimeError) => void;
};

/** Permissions of the generated app inside the frame; its own origin keeps it away from Kiln's. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-modals';

/**
 * The generated app in an iframe, at the chosen device width. Messages are read only from this frame's
 * window and its exact origin, and only through the contract's parser; the project's preview session
 * gets every one of them and posts back to this frame, reconnected on each load.
 */
export function PreviewViewport({
  webId,
  frameUrl,
  device,
  onAddressChange,
  onRuntimeError,
}: PreviewViewportProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const size = useElementSize(containerRef);
  const layout = frameLayout(device, size);
  const handlersRef = useRef({ onAddressChange, onRuntimeError });
  handlersRef.current = { onAddressChange, onRuntimeError };

  const session = getPreviewSession(webId);
  const expectedOrigin = originOf(frameUrl);

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      const message = acceptPreviewMessage(event, expectedOrigin, frameRef.current?.contentWindow);
      if (!message) return;
      session.receive(message);
      switch (message.type) {
        case 'URL_CHANGE':
          handlersRef.current.onAddressChange(message.url);
          break;
        case 'runtime-error':
          handlersRef.current.onRuntimeError(message);
          break;
        case 'ELEMENT_INSPECTED':
        case 'ELEMENT_STYLES_RETRIEVED':
        case 'ELEMENT_TEXT_RETRIEVED':
        case 'ELEMENT_DELETED':
          // The session's subscribers (chat selection, element editor, asset editor) handle these.
          break;
        default:
          assertNever(message);
      }
    };
    window.addEventListener('message', handleMessage);
    return () => {
      window.removeEventListener('message', handleMessage);
      session.connect(null);
    };
  }, [expectedOrigin, session]);

  // The bridge listens from the top of <head>, so by the frame's load event it hears the session.
  const handleLoad = () => {
    const frameWindow = frameRef.current?.contentWindow;
    session.connect(frameWindow && expectedOrigin ? { window: frameWindow, origin: expectedOrigin } : null);
  };

  const isDevice = layout.kind === 'device';

  // One iframe in one place for every device, so switching devices resizes the app instead of reloading it.
  return (
    <div
      ref={containerRef}
      className={cn(
        'relative min-h-0 flex-1 overflow-hidden',
        isDevice &&
          'flex items-start justify-center bg-zinc-100/70 bg-[radial-gradient(rgb(24_24_27/0.05)_1px,transparent_1px)] bg-size-[16px_16px]',
      )}
    >
      <div
        data-device={device}
        className={cn(
          isDevice
            ? 'mt-6 shrink-0 overflow-hidden rounded-[18px] border border-zinc-200 bg-white shadow-float ring-4 ring-white/70'
            : 'absolute inset-0',
        )}
        style={
          isDevice ? { width: layout.width * layout.scale, height: layout.height * layout.scale } : undefined
        }
      >
        <iframe
          ref={frameRef}
          src={frameUrl}
          title="Preview"
          onLoad={handleLoad}
          sandbox={SANDBOX}
          allow="clipboard-write"
          className="block border-0 bg-white"
          style={
            isDevice
              ? {
                  width: layout.width,
                  height: layout.height,
                  transform: layout.scale === 1 ? undefined : `scale(${layout.scale})`,
                  transformOrigin: 'top left',
                }
              : { width: '100%', height: '100%' }
          }
        />
      </div>
    </div>
  );
}
