import { MESSAGES } from '@kiln/contracts';
import { playChime } from './chime';
import { readPermission } from './permission';
import { getPreferences } from './preferences';

export type BuildOutcome = 'finished' | 'failed';

const TITLES: Record<BuildOutcome, string> = {
  finished: MESSAGES.NOTIFY_BUILD_FINISHED,
  failed: MESSAGES.NOTIFY_BUILD_FAILED,
};

function markSvg(tile: string, ink: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${tile}"/><path d="M8.5 24.5V15.5a7.5 7.5 0 0 1 15 0v9M6 24.5h20" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/><path d="M16 11c1.7 2.2 4.3 4 4.3 7.3 0 2.5-1.9 4.2-4.3 4.2s-4.3-1.7-4.3-4.2c0-1.6.8-2.9 1.9-3.9.2 1.3.9 2.2 1.8 2.6-.4-2.1.1-4.1.6-6z" fill="${ink}"/></svg>`;
}

/** Seed 001 §9: the notification icon follows the colour scheme (a light tile on dark systems). */
export function notificationIcon(prefersDark: boolean): string {
  const svg = prefersDark ? markSvg('#fafafa', '#ea580c') : markSvg('#ea580c', '#ffffff');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Seed 001 §4.2, §4.10: 'Build Finished' / 'Build Failed' as a chime (when sound is on) and a desktop
 * notification (when enabled and granted). The desktop one only when the page is out of sight: someone
 * watching the preview sees the build land and needs no second banner.
 */
export function notifyBuild(outcome: BuildOutcome, projectName: string): void {
  const { notificationsEnabled, soundEnabled } = getPreferences();
  if (soundEnabled) playChime(outcome === 'finished' ? 'success' : 'failure');
  if (!notificationsEnabled || readPermission() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    const notification = new window.Notification(TITLES[outcome], {
      body: projectName,
      icon: notificationIcon(prefersDark),
      tag: `kiln-build-${outcome}`,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the chime still played.
  }
}
