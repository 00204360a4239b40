export { NotificationPreferencesSection } from './components/notification-preferences-section';
export { useNotificationPermission } from './hooks/use-notification-permission';
export { useNotificationPreferences } from './hooks/use-notification-preferences';
export { type BuildOutcome, notifyBuild } from './notify';
