import { lazyDialog } from '@/components/lazy-dialog';
import type { SettingsDialogProps } from './settings-dialog';

/** The project settings (domains, notifications, visibility): fetched on first open. */
export const SettingsDialog = lazyDialog<SettingsDialogProps>(() =>
  import('./settings-dialog').then((module) => module.SettingsDialog),
);
