import { lazyDialog } from '@/components/lazy-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog';

/** Fetched on first open. */
export const CatalogueDialog = lazyDialog<CatalogueDialogProps>(() =>
  import('./catalogue-dialog').then((module) => module.CatalogueDialog),
);
