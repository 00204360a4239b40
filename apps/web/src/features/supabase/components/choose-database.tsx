import { DEFAULT_SUPABASE_REGION, MESSAGES, SUPABASE_REGIONS, type SupabaseRegion } from '@kiln/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { fieldClassName, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { useSupabase } from '../hooks/use-supabase';
import { regionLabel } from './region-label';

export type ChooseDatabaseProps = {
  supabase: ReturnType<typeof useSupabase>;
  isPremium: boolean;
  isBusy: boolean;
  defaultName: string;
};

type FormErrors = Partial<Record<'dbName' | 'organizationId', string>>;

/** Connected, nothing linked: one of the account's projects to link, or a form to create one. */
export function ChooseDatabase({ supabase, isPremium, isBusy, defaultName }: ChooseDatabaseProps) {
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
