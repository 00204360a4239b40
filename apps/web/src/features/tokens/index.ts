import { lazyDialog } from '@/components/lazy-dialog';
import type { TokenUsageDialogProps } from './components/token-usage-dialog';

export { tokenKeys, tokenStatsQueryOptions } from './api';
export type { TokenUsageDialogProps };
/** Fetched on first open. */
export const TokenUsageDialog = lazyDialog<TokenUsageDialogProps>(() =>
  import('./components/token-usage-dialog').then((module) => module.TokenUsageDialog),
);
