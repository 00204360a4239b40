import { type ReactNode, useMemo, useState } from 'react';
import { useUpgradeReturn } from '../hooks/use-upgrade-return';
import { UpgradeDialogContext } from '../upgrade-context';
import { UpgradeDialog } from './upgrade-dialog';

export type UpgradeDialogProviderProps = { children: ReactNode };

export function UpgradeDialogProvider({ children }: UpgradeDialogProviderProps) {
  const [isOpen, setIsOpen] = useState(false);
  useUpgradeReturn();
  const value = useMemo(() => ({ openUpgradeDialog: () => setIsOpen(true) }), []);
  return (
    <UpgradeDialogContext value={value}>
      {children}
      <UpgradeDialog open={isOpen} onOpenChange={setIsOpen} />
    </UpgradeDialogContext>
  );
}
