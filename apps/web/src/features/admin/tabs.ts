export const ADMIN_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'projects', label: 'Projects' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'mail', label: 'Mail' },
  { value: 'health', label: 'Health' },
  { value: 'usage', label: 'Usage' },
  { value: 'audit', label: 'Audit log' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The `?tab=` of the URL as a known tab; anything else is Users. */
export function toAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'users';
}
