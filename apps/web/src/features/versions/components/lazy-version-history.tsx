import { lazyComponent } from '@/components/lazy-component';
import { HistorySkeleton } from './history-skeleton';
import type { VersionHistoryProps } from './version-history';

/** The version list: fetched the first time the Versions tab or the visitors' history opens. */
export const VersionHistory = lazyComponent<VersionHistoryProps>(
  () => import('./version-history').then((module) => module.VersionHistory),
  <HistorySkeleton />,
);
