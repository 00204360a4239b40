import type { PreviewToParentMessage } from '@kiln/contracts';

export type PostToParent = (message: PreviewToParentMessage) => void;

/**
 * Posts to the workspace with its exact origin as the target: if the preview is framed by any other
 * site, the browser drops the message instead of handing that site what the app is doing.
 */
export function createPostToParent(parent: Window, kilnOrigin: string): PostToParent {
  return (message) => {
    parent.postMessage(message, kilnOrigin);
  };
}
