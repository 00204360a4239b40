import { lazyDialog } from '@/components/lazy-dialog';
import type { AnalyticsDialogProps } from './analytics-dialog';

/** Fetched on first open. */
export const AnalyticsDialog = lazyDialog<AnalyticsDialogProps>(() =>
  import('./analytics-dialog').then((module) => module.AnalyticsDialog),
);
