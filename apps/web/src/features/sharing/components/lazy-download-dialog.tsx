import { lazyDialog } from '@/components/lazy-dialog';
import type { DownloadDialogProps } from './download-dialog';

/** The download dialog: fetched on first open. */
export const DownloadDialog = lazyDialog<DownloadDialogProps>(() =>
  import('./download-dialog').then((module) => module.DownloadDialog),
);
