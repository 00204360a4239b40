// The fake DNS server of the integration tests (apps/server/src/domains/testing) as a process of its own,
// to try custom domains locally (README, "Trying custom domains locally"): Kiln verifies against it when
// started with KILN_DNS_SERVER=127.0.0.1:$FAKE_DNS_PORT. Records are given as arguments or typed in, one
// per line, as the Custom Domain section shows them: `TXT <name> <value>`, `CNAME <name> <target>` or
// `A <name> <address>`; `list` prints them and `clear` forgets them.
import { createInterface } from 'node:readline';
import { type FakeDnsRecord, startFakeDnsServer } from '../../apps/server/src/domains/testing/dns-server';

const port = Number(process.env.FAKE_DNS_PORT ?? 5300);
const TYPES = new Set(['TXT', 'CNAME', 'A']);

function parseRecord(line: string): FakeDnsRecord | string {
  const [type = '', name, ...rest] = line.trim().split(/\s+/);
  const value = rest.join(' ');
  const upper = type.toUpperCase();
  if (!TYPES.has(upper) || !name || !value)
    return `not a record: "${line.trim()}" (TXT|CNAME|A <name> <value>)`;
  return { type: upper as FakeDnsRecord['type'], name, value };
}

const dns = await startFakeDnsServer(port);
let records: FakeDnsRecord[] = [];
const show = () => {
  for (const r of records) console.log(`  ${r.type} ${r.name} ${r.value}`);
  if (records.length === 0) console.log('  (no records: every name answers NXDOMAIN)');
};

function handle(line: string) {
  const command = line.trim();
  if (!command) return;
  if (command === 'list') return show();
  if (command === 'clear') {
    records = [];
    dns.clear();
    return console.log('cleared');
  }
  const record = parseRecord(command);
  if (typeof record === 'string') return console.error(record);
  records = [...records, record];
  dns.add(record);
  console.log(`answering ${record.type} ${record.name} → ${record.value}`);
}

// Arguments come in threes: TYPE NAME VALUE.
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 3) handle(args.slice(i, i + 3).join(' '));

console.log(`fake DNS listening on ${dns.address} (udp); start Kiln with KILN_DNS_SERVER=${dns.address}`);
show();
const input = createInterface({ input: process.stdin });
input.on('line', handle);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    input.close();
    void dns.close().finally(() => process.exit(0));
  });
}
