import { LIMITS } from '@kiln/contracts';

/** The features string of a 600×700 popup centred on the current window (seed 000 §9). */
export function popupFeatures(
  screenLeft: number,
  screenTop: number,
  outerWidth: number,
  outerHeight: number,
) {
  const width = LIMITS.popupWidth;
  const height = LIMITS.popupHeight;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export type OpenedPopup = { popup: Window; stop: () => void };

/**
 * Opens a 600×700 popup (blank until the caller points it somewhere, so it opens within the click even
 * when the URL needs a request first) and calls `onClosed` once it closes, checking every 500 ms.
 * Null when the browser blocked it.
 */
export function openPopup(name: string, onClosed: () => void): OpenedPopup | null {
  const features = popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight);
  const popup = window.open('about:blank', name, features);
  if (!popup) return null;
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(timer);
    onClosed();
  }, LIMITS.popupClosedCheckMs);
  return { popup, stop: () => window.clearInterval(timer) };
}
