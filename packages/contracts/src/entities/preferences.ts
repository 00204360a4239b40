import { z } from 'zod';

/** Seed 001 §3: kept in the browser (see NOTIFICATION_PREFERENCES_STORAGE_KEY); both on by default. */
export const NotificationPreferencesSchema = z.object({
  notificationsEnabled: z.boolean().default(true),
  soundEnabled: z.boolean().default(true),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Seed 001 §4.10: the browser's notification permission. */
export const NotificationPermissionSchema = z.enum(['default', 'granted', 'denied']);
export type NotificationPermission = z.infer<typeof NotificationPermissionSchema>;
