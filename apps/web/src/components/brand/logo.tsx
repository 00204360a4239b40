import { useId } from 'react';
import { cn } from '@/lib/cn';

export type LogoMarkProps = { className?: string };

/** The Kiln mark: a kiln's arch with a flame inside, on an ember tile. */
export function LogoMark({ className }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-slot="logo-mark"
      className={cn('size-7 shrink-0', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#ea580c" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M8.5 24.5V15.5a7.5 7.5 0 0 1 15 0v9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path d="M6 24.5h20" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M16 11c1.7 2.2 4.3 4 4.3 7.3 0 2.5-1.9 4.2-4.3 4.2s-4.3-1.7-4.3-4.2c0-1.6.8-2.9 1.9-3.9.2 1.3.9 2.2 1.8 2.6-.4-2.1.1-4.1.6-6z"
        fill="#fff"
      />
    </svg>
  );
}

export type LogoProps = { className?: string; markClassName?: string };

/** Mark and wordmark. */
export function Logo({ className, markClassName }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={markClassName} />
      <span className="text-[17px] font-semibold tracking-tight text-zinc-900">Kiln</span>
    </span>
  );
}
