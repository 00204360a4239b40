import type { SVGProps } from 'react';

/** Supabase's bolt, drawn for Kiln's rail and dialog (single colour, inherits `currentColor`). */
export function SupabaseMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M13.2 2.6c.6-.8 1.8-.3 1.8.7v7.2h6c1 0 1.5 1.1.9 1.9l-8.7 9c-.6.8-1.8.3-1.8-.7v-7.2h-6c-1 0-1.5-1.1-.9-1.9l8.7-9Z" />
    </svg>
  );
}
