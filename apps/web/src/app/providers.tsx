import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { UpgradeDialogProvider } from '@/features/billing';
import { createQueryClient } from '@/lib/query-client';

export type ProvidersProps = { children: ReactNode };

/** Everything a screen may rely on that is not routing. */
export function Providers({ children }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

export type RouteProvidersProps = { children: ReactNode };

/** Providers that need the router (the upgrade dialog links and navigates). */
export function RouteProviders({ children }: RouteProvidersProps) {
  return <UpgradeDialogProvider>{children}</UpgradeDialogProvider>;
}
