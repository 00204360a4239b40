import { lazyDialog } from '@/components/lazy-dialog';
import type { AiIntegrationsDialogProps } from './ai-integrations-dialog';

/** Fetched on first open. */
export const AiIntegrationsDialog = lazyDialog<AiIntegrationsDialogProps>(() =>
  import('./ai-integrations-dialog').then((module) => module.AiIntegrationsDialog),
);
