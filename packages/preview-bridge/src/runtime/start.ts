import { assertNever } from '@kiln/contracts/preview-messages';
import { createBranding } from './branding';
import { createElementEditor } from './element-editor';
import { createInspector } from './inspector';
import { listenToParent } from './listen-to-parent';
import { watchMissingPages } from './missing-page';
import { createPostToParent } from './post-to-parent';
import { reportRuntimeErrors } from './runtime-errors';
import { provideStorageFallback } from './storage-fallback';
import { reportUrlChanges } from './url-changes';

export type StartOptions = {
  /** The workspace's exact origin, e.g. `http://localhost:3000`: the only target messages go to. */
  kilnOrigin: string;
  win?: Window;
};

/**
 * Starts every concern of the bridge. Each concern is one module taking the window and a poster and
 * returning its stop function; the workspace's messages reach them through one validated listener.
 * A preview opened on its own (not in the workspace's frame) has nobody to talk to: nothing starts.
 */
export function start({ kilnOrigin, win = window }: StartOptions): () => void {
  if (win.parent === win) return () => {};
  provideStorageFallback(win);
  const post = createPostToParent(win.parent, kilnOrigin);
  const doc = win.document;
  const stops = [reportRuntimeErrors(win, post), reportUrlChanges(win, post)];

  // The inspector, the missing-page card and the badge draw into <body>, which does not exist yet
  // while this script runs at the top of <head>.
  const startUi = () => {
    const inspector = createInspector(win, post);
    const editElement = createElementEditor(doc, post, inspector.forget);
    const missingPages = watchMissingPages(win, post);
    const branding = createBranding(doc, kilnOrigin);
    stops.push(inspector.stop, missingPages.stop, branding.stop);
    stops.push(
      listenToParent(win, kilnOrigin, (message) => {
        switch (message.type) {
          case 'TOGGLE_BRANDING':
            branding.setVisible(message.isVisible);
            break;
          case 'TOGGLE_INSPECTOR':
          case 'TOGGLE_EDITOR':
          case 'TOGGLE_IMAGE_INSPECTOR':
          case 'SET_SELECTION':
            inspector.handle(message);
            break;
          case 'UPDATE_ELEMENT_STYLES':
          case 'UPDATE_ELEMENT_TEXT':
          case 'GET_ELEMENT_STYLES':
          case 'GET_ELEMENT_TEXT':
          case 'DELETE_ELEMENT':
            editElement(message);
            break;
          case 'GENERATION_IN_PROGRESS':
          case 'GENERATION_COMPLETE':
          case 'GENERATION_FAILED':
            missingPages.handle(message);
            break;
          default:
            assertNever(message);
        }
      }),
    );
  };
  if (doc.body) startUi();
  else doc.addEventListener('DOMContentLoaded', startUi, { once: true });

  return () => {
    for (const stop of stops) stop();
  };
}
