import type { ParentToPreviewMessage } from '@kiln/contracts';
import { parseParentToPreview } from '@kiln/contracts/preview-messages';

export type ParentMessageHandler = (message: ParentToPreviewMessage) => void;

/**
 * Hands `onMessage` the workspace's messages only: posted by the window framing the preview, from the
 * workspace's exact origin, and valid against the shared contract. Anything else (a stranger framing
 * the preview, the app's own scripts, an extension, a forged shape) is dropped unread.
 */
export function listenToParent(win: Window, kilnOrigin: string, onMessage: ParentMessageHandler): () => void {
  const handleMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== kilnOrigin) return;
    const message = parseParentToPreview(event.data);
    if (message) onMessage(message);
  };
  win.addEventListener('message', handleMessage);
  return () => win.removeEventListener('message', handleMessage);
}
