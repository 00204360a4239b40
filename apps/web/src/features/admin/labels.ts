import type { AdminUserAction } from '@kiln/contracts';
import { formatDate } from '@/lib/time';

export { formatBytes } from '@/lib/format-bytes';

/** The toast after an account action, naming the account and what is now true of it. */
export function userActionDoneMessage(action: AdminUserAction, email: string, until?: string): string {
  switch (action) {
    case 'grant-premium':
      return until
        ? `${email} is premium until ${formatDate(`${until}T00:00:00`)}.`
        : `${email} is now premium.`;
    case 'remove-premium':
      return `${email} is back on the free plan.`;
    case 'disable':
      return `${email} is disabled and signed out everywhere.`;
    case 'enable':
      return `${email} can sign in again.`;
    case 'make-admin':
      return `${email} is now an admin.`;
    case 'remove-admin':
      return `${email} is no longer an admin.`;
    case 'revoke-sessions':
      return `${email} is signed out everywhere.`;
  }
}

/** 93_784 → "1d 2h 3m"; under a minute → "less than a minute". */
export function formatUptime(seconds: number): string {
  const total = Math.floor(seconds / 60);
  if (total < 1) return 'less than a minute';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''];
  return parts.filter(Boolean).join(' ');
}

const numberFormat = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** An audit entry's detail as `key: value` pairs, nested values as compact JSON. */
export function formatDetail(detail: Record<string, unknown>): string {
  const entries = Object.entries(detail);
  if (entries.length === 0) return '—';
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** A premium date from the server ("2026-12-31" or a full timestamp) as "Dec 31, 2026". */
export function formatPlanEnd(value: string): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
}

export const THREAD_STATUS_LABELS = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;

export const MAIL_STATUS_LABELS = { sent: 'Sent', outbox: 'In outbox', failed: 'Failed' } as const;

export const MAIL_KIND_LABELS = {
  'password-reset': 'Password reset',
  'email-verification': 'Email confirmation',
  'support-reply': 'Support reply',
  'plan-receipt': 'Plan receipt',
} as const;
