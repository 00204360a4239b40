import {
  DEFAULT_SUPABASE_REGION,
  databaseRuleRefusal,
  isPhaseInProgress,
  MESSAGES,
  type Project,
  SUPABASE_REGIONS,
  type SupabaseProject,
  type SupabaseRegion,
} from '@kiln/contracts';
import { ExternalLink, LogOut } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { fieldClassName, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSupabase } from '../hooks/use-supabase';
import { SelfHostedForm } from './self-hosted-form';
import { SupabaseMark } from './supabase-mark';

export type SupabaseDialogProps = {
  project: Project;
  email: string;
  isPremium: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const regionLabel = (id: string) => SUPABASE_REGIONS.find((region) => region.id === id)?.label ?? id;
const dashboardUrl = (ref: string) => `https://supabase.com/dashboard/project/${encodeURIComponent(ref)}`;

/** Seed 002 §2's Supabase Integration dialog: sign in, then create or link a database, or see the linked one. */
export function SupabaseDialog({ project, email, isPremium, open, onOpenChange }: SupabaseDialogProps) {
  const supabase = useSupabase(project, email, open);
  const isBusy = isPhaseInProgress(project.phase);
  const refusal = databaseRuleRefusal(project.integrations, { provider: 'Supabase' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-emerald-600 text-white">
            <SupabaseMark className="size-5" />
          </span>
          <DialogTitle>{MESSAGES.SUPABASE_INTEGRATION}</DialogTitle>
          <DialogDescription>
            A Postgres database for this app: link or create one on your Supabase account, or connect a
            self-hosted Supabase.
          </DialogDescription>
        </DialogHeader>

        {supabase.step === 'loading' ? (
          <div className="flex justify-center py-6" role="status" aria-label="Checking your Supabase link">
            <Spinner />
          </div>
        ) : supabase.step === 'unavailable' ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {supabase.statusError}
          </p>
        ) : supabase.step === 'not-configured' ? (
          <div className="rounded-xl border border-dashed border-zinc-200 p-4 text-sm text-zinc-600">
            <p className="font-medium text-zinc-900">{MESSAGES.SUPABASE_NOT_CONFIGURED}</p>
            <p className="mt-1">
              Whoever runs this Kiln can register a Supabase OAuth app and set both values; see the README's
              Supabase section.
            </p>
          </div>
        ) : supabase.step === 'sign-in' ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-zinc-200 p-4">
            <div>
              <p className="font-medium text-zinc-900">Connect your Supabase account</p>
              <p className="mt-1 text-sm text-zinc-600">
                Sign in to Supabase in a small window and allow Kiln to manage your projects. Kiln stores the
                access encrypted and never shows it to the app.
              </p>
            </div>
            <Button variant="dark" onClick={supabase.connect} disabled={supabase.isPopupOpen || isBusy}>
              {supabase.isPopupOpen ? 'Waiting for Supabase…' : 'Connect Supabase'}
            </Button>
          </div>
        ) : supabase.step === 'linked' && supabase.linked ? (
          <LinkedDatabase
            linked={supabase.linked}
            isBusy={isBusy}
            isUnlinking={supabase.unlink.isPending}
            onUnlink={() => supabase.unlink.mutate(supabase.linked?.ref ?? '')}
          />
        ) : refusal ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
            {refusal}
          </p>
        ) : (
          <ChooseDatabase
            supabase={supabase}
            isPremium={isPremium}
            isBusy={isBusy}
            defaultName={project.subdomain}
          />
        )}

        {(supabase.step === 'not-configured' || supabase.step === 'sign-in' || supabase.step === 'choose') &&
        !refusal ? (
          <SelfHostedForm
            isBusy={isBusy}
            isConnecting={supabase.selfHosted.isPending}
            onConnect={(input) => supabase.selfHosted.mutate(input)}
          />
        ) : null}
        {isBusy ? <p className="text-[13px] text-zinc-500">{MESSAGES.GENERATION_RUNNING}</p> : null}
        {supabase.isConnected && (supabase.step === 'choose' || supabase.step === 'linked') ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => supabase.signOut.mutate()}
            disabled={supabase.signOut.isPending}
          >
            <LogOut aria-hidden="true" />
            Log out of Supabase
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type LinkedDatabaseProps = {
  linked: SupabaseProject;
  isBusy: boolean;
  isUnlinking: boolean;
  onUnlink: () => void;
};

function LinkedDatabase({ linked, isBusy, isUnlinking, onUnlink }: LinkedDatabaseProps) {
  return (
    <section
      aria-label="Linked database"
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-zinc-900">{linked.name}</p>
          <p className="text-[13px] text-zinc-500">
            {linked.region === 'self-hosted' ? (
              'Self-hosted Supabase'
            ) : (
              <>
                {regionLabel(linked.region)} · <span className="font-mono">{linked.ref}</span>
              </>
            )}
          </p>
        </div>
        <Badge variant="success">Linked</Badge>
      </div>
      {linked.connection_string ? (
        <p className="truncate rounded-lg bg-zinc-50 px-2.5 py-1.5 font-mono text-xs text-zinc-600">
          {linked.connection_string}
        </p>
      ) : null}
      <div className="flex gap-2">
        {linked.region === 'self-hosted' ? null : (
          <Button asChild size="sm" variant="secondary">
            <a href={dashboardUrl(linked.ref)} target="_blank" rel="noreferrer">
              Open in Supabase
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onUnlink} disabled={isBusy || isUnlinking}>
          {isUnlinking ? 'Unlinking…' : 'Unlink'}
        </Button>
      </div>
    </section>
  );
}

type ChooseDatabaseProps = {
  supabase: ReturnType<typeof useSupabase>;
  isPremium: boolean;
  isBusy: boolean;
  defaultName: string;
};

type FormErrors = Partial<Record<'dbName' | 'organizationId', string>>;

function ChooseDatabase({ supabase, isPremium, isBusy, defaultName }: ChooseDatabaseProps) {
  const id = useId();
  const { projects } = supabase;
  const organizations = projects.data?.organizations ?? [];
  const [dbName, setDbName] = useState(defaultName);
  const [organizationId, setOrganizationId] = useState('');
  const [region, setRegion] = useState<SupabaseRegion>(DEFAULT_SUPABASE_REGION);
  const [errors, setErrors] = useState<FormErrors>({});
  const chosenOrganization =
    organizationId || (organizations.length === 1 ? (organizations[0]?.id ?? '') : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FormErrors = {};
    if (!dbName.trim()) next.dbName = MESSAGES.SUPABASE_DB_NAME_REQUIRED;
    if (!chosenOrganization) next.organizationId = MESSAGES.SUPABASE_ORG_REQUIRED;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (!isPremium) return void toast.error(MESSAGES.SUPABASE_PREMIUM);
    supabase.create.mutate({ dbName: dbName.trim(), organizationId: chosenOrganization, region });
  };

  if (projects.isPending) {
    return (
      <div className="flex justify-center py-6" role="status" aria-label="Loading your Supabase projects">
        <Spinner />
      </div>
    );
  }
  if (projects.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
        {projects.error.message}
      </p>
    );
  }
  const isWorking = supabase.create.isPending || supabase.link.isPending;
  return (
    <div className="flex flex-col gap-4">
      {projects.data.projects.length > 0 ? (
        <section aria-labelledby={`${id}-existing`} className="flex flex-col gap-2">
          <h3 id={`${id}-existing`} className="text-sm font-medium text-zinc-900">
            Use one of your projects
          </h3>
          <ul className="flex max-h-44 flex-col gap-1.5 overflow-y-auto">
            {projects.data.projects.map((candidate) => (
              <li
                key={candidate.ref}
                className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-zinc-900">{candidate.name}</p>
                  <p className="truncate text-xs text-zinc-500">
                    {[candidate.organization?.name, regionLabel(candidate.region)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Link ${candidate.name}`}
                  onClick={() => supabase.link.mutate(candidate.ref)}
                  disabled={isBusy || isWorking}
                >
                  Link
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-create`}
        className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4"
      >
        <div className="flex items-center justify-between">
          <h3 id={`${id}-create`} className="text-sm font-medium text-zinc-900">
            Create a new database
          </h3>
          {isPremium ? null : <Badge variant="ember">Premium</Badge>}
        </div>
        <FormField id={`${id}-name`} label="Database name" error={errors.dbName}>
          <Input
            id={`${id}-name`}
            value={dbName}
            maxLength={64}
            onChange={(event) => setDbName(event.target.value)}
            aria-invalid={errors.dbName ? true : undefined}
            aria-describedby={errors.dbName ? fieldErrorId(`${id}-name`) : undefined}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-org`} label="Organization" error={errors.organizationId}>
            <select
              id={`${id}-org`}
              value={chosenOrganization}
              onChange={(event) => setOrganizationId(event.target.value)}
              className={cn(fieldClassName, 'h-10')}
              aria-invalid={errors.organizationId ? true : undefined}
              aria-describedby={errors.organizationId ? fieldErrorId(`${id}-org`) : undefined}
            >
              <option value="">Select an organization</option>
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-region`} label="Region">
            <select
              id={`${id}-region`}
              value={region}
              onChange={(event) => setRegion(event.target.value as SupabaseRegion)}
              className={cn(fieldClassName, 'h-10')}
            >
              {SUPABASE_REGIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <p className="text-xs text-zinc-500">
          On Supabase's free plan. Supabase takes a minute or two to start it.
        </p>
        <Button type="submit" variant="primary" className="self-start" disabled={isBusy || isWorking}>
          {supabase.create.isPending ? 'Creating…' : 'Create database'}
        </Button>
      </form>
    </div>
  );
}
