import { MESSAGES } from '@kiln/contracts';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth';
import { useUpgradeDialog } from '../upgrade-context';

/**
 * `ensurePremium()` is true for Premium users; for others it shows the seed's restriction message
 * with a way to upgrade, and is false. The server enforces the same rule.
 */
export function usePremiumGate() {
  const { isPremium } = useCurrentUser();
  const { openUpgradeDialog } = useUpgradeDialog();
  const ensurePremium = useCallback(() => {
    if (isPremium) return true;
    toast.error(MESSAGES.PREMIUM_RESTRICTED, {
      id: 'premium-restricted',
      action: { label: 'Upgrade', onClick: openUpgradeDialog },
    });
    return false;
  }, [isPremium, openUpgradeDialog]);
  return { isPremium, ensurePremium };
}
