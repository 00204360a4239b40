import { useEffect, useSyncExternalStore } from 'react';
import {
  announcePermissionChange,
  type PermissionState,
  readPermission,
  requestPermission,
  subscribePermission,
} from '../permission';

export type NotificationPermissionState = {
  permission: PermissionState;
  request: () => Promise<PermissionState>;
};

/** The browser's permission, kept fresh (it can change in the site settings while the page is open). */
export function useNotificationPermission(): NotificationPermissionState {
  const permission = useSyncExternalStore(subscribePermission, readPermission, () => 'unsupported' as const);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let isActive = true;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (!isActive) return;
        status = result;
        status.addEventListener('change', announcePermissionChange);
      })
      .catch(() => {});
    return () => {
      isActive = false;
      status?.removeEventListener('change', announcePermissionChange);
    };
  }, []);
  return { permission, request: requestPermission };
}
