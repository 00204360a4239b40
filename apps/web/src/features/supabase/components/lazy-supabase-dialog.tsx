import { lazyDialog } from '@/components/lazy-dialog';
import type { SupabaseDialogProps } from './supabase-dialog';

/** Fetched on first open. */
export const SupabaseDialog = lazyDialog<SupabaseDialogProps>(() =>
  import('./supabase-dialog').then((module) => module.SupabaseDialog),
);
