import { ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_TABS, type AdminTab, toAdminTab } from '../tabs';
import { AuditTab } from './audit-tab';
import { HealthTab } from './health-tab';
import { InboxTab } from './inbox-tab';
import { MailTab } from './mail-tab';
import { OperatorsOnly } from './operators-only';
import { ProjectsTab } from './projects-tab';
import { UsageTab } from './usage-tab';
import { UsersTab } from './users-tab';

const PANELS: Record<AdminTab, ComponentType> = {
  users: UsersTab,
  projects: ProjectsTab,
  inbox: InboxTab,
  mail: MailTab,
  health: HealthTab,
  usage: UsageTab,
  audit: AuditTab,
};

/**
 * The operator console (issue 20 §3). The signed-in user's `isAdmin` decides what renders; every
 * panel still shows the operators-only screen if the server answers 403 (an admin role removed since).
 */
export function AdminPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toAdminTab(searchParams.get('tab'));
  useDocumentTitle('Operator console');

  if (!user?.isAdmin) return <OperatorsOnly />;

  const handleTabChange = (value: string) => {
    const next = toAdminTab(value);
    setSearchParams(next === 'users' ? {} : { tab: next }, { replace: true });
  };

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-6 pt-10 pb-20">
      <header className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg border border-zinc-200 bg-white shadow-card">
          <ShieldCheck aria-hidden="true" className="size-4 text-ember-600" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Operator console</h1>
          <p className="text-sm text-zinc-500">Accounts, sites, messages and the health of this Kiln.</p>
        </div>
      </header>
      <Tabs value={tab} onValueChange={handleTabChange} className="mt-8">
        <div className="overflow-x-auto">
          <TabsList aria-label="Operator console sections">
            {ADMIN_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {ADMIN_TABS.map(({ value }) => {
          const Panel = PANELS[value];
          return (
            <TabsContent key={value} value={value} className="mt-6">
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </main>
  );
}
