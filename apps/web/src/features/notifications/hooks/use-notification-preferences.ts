import type { NotificationPreferences } from '@kiln/contracts';
import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, getPreferences, setPreferences, subscribePreferences } from '../preferences';

export function useNotificationPreferences(): [
  NotificationPreferences,
  (patch: Partial<NotificationPreferences>) => void,
] {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, () => DEFAULT_PREFERENCES);
  return [preferences, setPreferences];
}
