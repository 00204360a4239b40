import { lazyComponent } from '@/components/lazy-component';
import type { DeployResultDialogProps } from './deploy-result-dialog';

/** The deploy's success or failure dialog (and its confetti): fetched when a deploy first ends. */
export const DeployResultDialog = lazyComponent<DeployResultDialogProps>(() =>
  import('./deploy-result-dialog').then((module) => module.DeployResultDialog),
);
