import { lazyDialog } from '@/components/lazy-dialog';
import type { FirebaseDialogProps } from './firebase-dialog';

/** Fetched on first open. */
export const FirebaseDialog = lazyDialog<FirebaseDialogProps>(() =>
  import('./firebase-dialog').then((module) => module.FirebaseDialog),
);
