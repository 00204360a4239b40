import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/**
 * The app's toast outlet: render it once (App does), then call `toast('Saved')`,
 * `toast.success(...)` or `toast.error(...)` from anywhere. Sonner's colour variables are pointed at
 * the theme tokens, so toasts follow light and dark mode with the rest of the app.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as CSSProperties
      }
      toastOptions={{
        // Sonner colours descriptions for its own light theme; this keeps them readable in dark mode.
        classNames: { description: 'text-muted-foreground!' },
      }}
      {...props}
    />
  );
}
