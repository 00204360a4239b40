import { LIMITS, MESSAGES } from '@kiln/contracts';
import { useEffect } from 'react';
import { toast } from 'sonner';

const TOAST_ID = 'best-on-desktop';

/** Seed 002 §2: under 768 px a toast says the page is best on desktop, and stays until closed. */
export function useDesktopHint(): void {
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`);
    const show = () =>
      toast(MESSAGES.BEST_ON_DESKTOP, {
        id: TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
      });
    if (query.matches) show();
    const handleChange = (event: MediaQueryListEvent) => (event.matches ? show() : toast.dismiss(TOAST_ID));
    query.addEventListener('change', handleChange);
    return () => {
      query.removeEventListener('change', handleChange);
      toast.dismiss(TOAST_ID);
    };
  }, []);
}
