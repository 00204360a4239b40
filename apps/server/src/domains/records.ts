import type { CustomDomainStatus, DnsRecord, DomainState } from '@kiln/contracts';
import type { CustomDomainRow } from '../db/schema';
import type { Env } from '../env';

/** The TXT record proving control lives under this label of the domain. */
export const CHALLENGE_LABEL = '_kiln-challenge';

export type RecordSpec = Omit<DnsRecord, 'status'>;

/**
 * What the owner must create: a TXT proof, and traffic routed to Kiln — an A record to the
 * instance's public address when one is configured, else a CNAME to the project's site host.
 */
export function recordsFor(
  env: Env,
  row: Pick<CustomDomainRow, 'hostname' | 'verificationToken'>,
  subdomain: string,
) {
  const dcv: RecordSpec = {
    kind: 'dcv',
    type: 'TXT',
    name: `${CHALLENGE_LABEL}.${row.hostname}`,
    target: `kiln-verify=${row.verificationToken}`,
  };
  const route: RecordSpec = env.domains.publicIp
    ? { kind: 'a', type: 'A', name: row.hostname, target: env.domains.publicIp }
    : { kind: 'cname', type: 'CNAME', name: row.hostname, target: `${subdomain}.${env.sitesDomain}` };
  return [dcv, route];
}

export function overallStatus(states: DomainState[]): DomainState {
  return states.length > 0 && states.every((s) => s === 'Active') ? 'Active' : 'Pending';
}

export function presentDomain(env: Env, row: CustomDomainRow, subdomain: string): CustomDomainStatus {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    records: recordsFor(env, row, subdomain).map((spec) => ({
      ...spec,
      status: row.recordStatus[spec.kind] ?? 'Pending',
    })),
  };
}
