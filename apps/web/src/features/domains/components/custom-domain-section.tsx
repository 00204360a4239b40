import {
  DNS_PROPAGATION_HOURS,
  DOMAIN_EXAMPLE,
  isValidHostname,
  MESSAGE_TEMPLATES,
  normaliseHostname,
  type Project,
} from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Globe, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { domainStatusQueryOptions, useRemoveDomain, useSaveDomain } from '../api';
import { DnsRecordsTable } from './dns-records-table';

export type CustomDomainSectionProps = { project: Project };

/**
 * Seed 000 §4–5 and 002 §2: connect a domain to the deployed site. The input stays disabled until
 * the project is deployed; the records turn Active as DNS proves them, and the domain is Connected
 * (and served) once all of them are.
 */
export function CustomDomainSection({ project }: CustomDomainSectionProps) {
  const inputId = useId();
  const errorId = useId();
  const isDeployed = Boolean(project.prodLink);
  const current = project.domain?.hostname ?? null;
  const status = useQuery({ ...domainStatusQueryOptions(project._id, current), enabled: isDeployed });
  const save = useSaveDomain(project._id);
  const remove = useRemoveDomain(project._id);
  const [draft, setDraft] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const hostname = normaliseHostname(draft);
  const domain = status.data ?? null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeployed || !hostname) return;
    if (!isValidHostname(hostname)) {
      setError(MESSAGE_TEMPLATES.invalidDomain(DOMAIN_EXAMPLE));
      return;
    }
    setError(null);
    // The input then shows the name as the server stored it (e.g. a pasted URL's bare host).
    save.mutate(hostname, { onSuccess: (saved) => setDraft(saved.hostname) });
  };

  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => setDraft(''),
      onSettled: () => setIsConfirmingRemove(false),
    });

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={handleSubmit} className="flex flex-col gap-1.5" noValidate>
        <label htmlFor={inputId} className="text-[13px] font-medium text-zinc-700">
          Domain
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            placeholder={`app.${DOMAIN_EXAMPLE}`}
            disabled={!isDeployed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            className="h-9"
          />
          <Button type="submit" variant="dark" disabled={!isDeployed || !hostname || save.isPending}>
            {save.isPending ? <Spinner /> : null}
            Save
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-xs text-red-600">
            {error}
          </p>
        ) : null}
        {!isDeployed ? (
          <p className="text-xs text-zinc-500">Deploy your project to connect a custom domain.</p>
        ) : null}
      </form>

      {isDeployed && domain ? (
        <div className="flex flex-col gap-2.5 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2 text-[13px] font-medium text-zinc-900">
              <Globe className="size-3.5 shrink-0 text-zinc-500" aria-hidden="true" />
              <span className="break-all">{domain.hostname}</span>
              <Badge variant={domain.status === 'Active' ? 'success' : 'neutral'}>
                {domain.status === 'Active' ? 'Connected' : 'Pending'}
              </Badge>
            </span>
            <ConfirmDialog
              open={isConfirmingRemove}
              onOpenChange={setIsConfirmingRemove}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Remove ${domain.hostname}`}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              }
              title={`Remove ${domain.hostname}?`}
              description={`Your site will no longer be served at ${domain.hostname}. You can connect it again later, with new DNS records to create.`}
              cancelLabel="Cancel"
              confirmLabel="Remove domain"
              onConfirm={handleRemove}
              isPending={remove.isPending}
              pendingLabel="Removing…"
            />
          </div>
          <DnsRecordsTable records={domain.records} />
          <p className="text-xs text-zinc-500">DNS changes may take up to {DNS_PROPAGATION_HOURS} hours.</p>
        </div>
      ) : null}
    </div>
  );
}
