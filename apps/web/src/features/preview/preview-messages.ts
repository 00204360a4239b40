import { type PreviewToParentMessage, parsePreviewToParent } from '@kiln/contracts';

export type IncomingMessage = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

/**
 * A message is the preview's only when it comes from the preview frame's own window, from the exact
 * origin the frame was loaded from, and matches the contract; anything else (other frames, extensions,
 * a page the app navigated to elsewhere) is ignored.
 */
export function acceptPreviewMessage(
  event: IncomingMessage,
  expectedOrigin: string | null,
  frameWindow: Window | null | undefined,
): PreviewToParentMessage | null {
  if (!expectedOrigin || event.origin !== expectedOrigin) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  return parsePreviewToParent(event.data);
}
