export { UpgradeDialogProvider } from './components/upgrade-dialog-provider';
export { usePremiumGate } from './hooks/use-premium-gate';
export { useUpgradeDialog } from './upgrade-context';
