import { Resolver } from 'node:dns/promises';
import type { DnsRecord } from '@kiln/contracts';

const QUERY_TIMEOUT_MS = 3_000;

/** A resolver asking `server` (`host:port`, e.g. a local DNS server) or the system's servers. */
export function createResolver(server: string | undefined): Resolver {
  const resolver = new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: 2 });
  if (server) resolver.setServers([server]);
  return resolver;
}

function sameName(a: string, b: string): boolean {
  return a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();
}

/** Answers of a query, empty when the name or the record does not exist (or DNS does not answer). */
async function answers<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch {
    return [];
  }
}

/** Whether DNS holds the record as asked: the TXT value, the CNAME target or the A address. */
export async function isRecordLive(resolver: Resolver, record: Pick<DnsRecord, 'type' | 'name' | 'target'>) {
  switch (record.type) {
    case 'TXT':
      return (await answers(() => resolver.resolveTxt(record.name))).some(
        (chunks) => chunks.join('') === record.target,
      );
    case 'CNAME':
      return (await answers(() => resolver.resolveCname(record.name))).some((name) =>
        sameName(name, record.target),
      );
    case 'A':
      return (await answers(() => resolver.resolve4(record.name))).includes(record.target);
  }
}
