import { useState } from 'react';
import { resolveReloadUrl, stripReloadParam, withReloadParam } from '../preview-url';

export type UsePreviewFrameInput = {
  /** The preview's root: the project's live link, or a past version's own build. */
  src: string;
  /** Each increment reloads the frame with a fresh cache-busting parameter. */
  reloadCount: number;
  /** Where the next reload lands (a path or URL on the preview origin); null keeps the current page. */
  reloadTarget: string | null;
};

export type PreviewFrame = {
  /** What the iframe loads. It changes only on a new source or a reload, never on in-app navigation. */
  frameUrl: string;
  /** The page the app is on now (URL_CHANGE), for the address bar; without Kiln's parameters. */
  address: string;
  setAddress: (url: string) => void;
};

type FrameState = { src: string; reloadCount: number; frameUrl: string; address: string | null };

/** The preview frame's URL and the address the app reports, kept apart so navigation never reloads. */
export function usePreviewFrame({ src, reloadCount, reloadTarget }: UsePreviewFrameInput): PreviewFrame {
  const [state, setState] = useState<FrameState>({ src, reloadCount, frameUrl: src, address: null });

  // React's "adjust state when a prop changes" pattern: a new source starts fresh, a reload keeps the page.
  if (state.src !== src || state.reloadCount !== reloadCount) {
    const frameUrl =
      state.src !== src
        ? src
        : // Until the app reports its page (URL_CHANGE), it is on the page the last reload opened:
          // two reloads in a row (upload:success, then COMPLETE) stay on the page the first named.
          withReloadParam(
            resolveReloadUrl(src, reloadTarget, state.address ?? stripReloadParam(state.frameUrl)),
            reloadCount,
          );
    setState({ src, reloadCount, frameUrl, address: null });
  }

  const setAddress = (url: string) =>
    setState((previous) => ({ ...previous, address: stripReloadParam(url) }));

  return { frameUrl: state.frameUrl, address: state.address ?? stripReloadParam(state.frameUrl), setAddress };
}
