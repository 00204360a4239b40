export { tokenKeys, tokenStatsQueryOptions } from './api';
export { TokenUsageDialog, type TokenUsageDialogProps } from './components/token-usage-dialog';
