import { lazyDialog } from '@/components/lazy-dialog';
import type { GithubDialogProps } from './github-dialog';

/** Fetched on first open. */
export const GithubDialog = lazyDialog<GithubDialogProps>(() =>
  import('./github-dialog').then((module) => module.GithubDialog),
);
