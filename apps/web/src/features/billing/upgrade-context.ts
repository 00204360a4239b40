import { createContext, useContext } from 'react';

export type UpgradeDialogContextValue = { openUpgradeDialog: () => void };

export const UpgradeDialogContext = createContext<UpgradeDialogContextValue | null>(null);

/** Opens the one pricing dialog from anywhere (header button, a toast's action, a menu). */
export function useUpgradeDialog(): UpgradeDialogContextValue {
  const value = useContext(UpgradeDialogContext);
  if (!value) throw new Error('useUpgradeDialog must be used inside <UpgradeDialogProvider>');
  return value;
}
