import { lazyDialog } from '@/components/lazy-dialog';
import type { ForkDialogProps } from './fork-dialog';

/** The fork and duplicate dialog: fetched on first open. */
export const ForkDialog = lazyDialog<ForkDialogProps>(() =>
  import('./fork-dialog').then((module) => module.ForkDialog),
);
