import { Flame } from 'lucide-react';

/** Firebase's flame, drawn with the icon set (no third-party logo is bundled). */
export function FirebaseMark({ className }: { className?: string }) {
  return <Flame aria-hidden="true" className={className} />;
}
