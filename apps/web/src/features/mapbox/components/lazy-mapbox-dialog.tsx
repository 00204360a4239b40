import { lazyDialog } from '@/components/lazy-dialog';
import type { MapboxDialogProps } from './mapbox-dialog';

/** Fetched on first open. */
export const MapboxDialog = lazyDialog<MapboxDialogProps>(() =>
  import('./mapbox-dialog').then((module) => module.MapboxDialog),
);
