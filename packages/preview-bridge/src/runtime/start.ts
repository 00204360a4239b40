import { createPostToParent } from './post-to-parent';
import { reportRuntimeErrors } from './runtime-errors';
import { reportUrlChanges } from './url-changes';

export type StartOptions = {
  /** The workspace's exact origin, e.g. `http://localhost:3000`: the only target messages go to. */
  kilnOrigin: string;
  win?: Window;
};

/**
 * Starts every concern of the bridge. Each concern is one module taking the window and a poster and
 * returning its stop function; the inspector and element editor join the same way.
 * A preview opened on its own (not in the workspace's frame) has nobody to talk to: nothing starts.
 */
export function start({ kilnOrigin, win = window }: StartOptions): () => void {
  if (win.parent === win) return () => {};
  const post = createPostToParent(win.parent, kilnOrigin);
  const stops = [reportRuntimeErrors(win, post), reportUrlChanges(win, post)];
  return () => {
    for (const stop of stops) stop();
  };
}
