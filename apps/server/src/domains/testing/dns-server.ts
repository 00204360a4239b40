import { createSocket, type RemoteInfo } from 'node:dgram';

/**
 * A tiny authoritative DNS server over UDP for tests: it speaks the real wire protocol (RFC 1035), so
 * Kiln's resolver queries it exactly as it would a real one. It answers A, CNAME and TXT records
 * from a table the test fills; other names get NXDOMAIN.
 */
export type FakeDnsRecord =
  | { type: 'A'; name: string; value: string }
  | { type: 'CNAME'; name: string; value: string }
  | { type: 'TXT'; name: string; value: string };

const TYPE_CODES = { A: 1, CNAME: 5, TXT: 16 } as const;
const CLASS_IN = 1;
const TTL_SECONDS = 1;

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function readQuestion(message: Buffer): { name: string; type: number; end: number } | null {
  let offset = 12;
  const labels: string[] = [];
  while (offset < message.length) {
    const length = message[offset] ?? 0;
    offset += 1;
    if (length === 0) break;
    labels.push(message.subarray(offset, offset + length).toString('ascii'));
    offset += length;
  }
  if (offset + 4 > message.length) return null;
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset), end: offset + 4 };
}

function rdata(record: FakeDnsRecord): Buffer {
  switch (record.type) {
    case 'A':
      return Buffer.from(record.value.split('.').map(Number));
    case 'CNAME':
      return encodeName(record.value);
    case 'TXT': {
      const text = Buffer.from(record.value, 'utf8');
      return Buffer.concat([Buffer.from([text.length]), text]);
    }
  }
}

function answer(record: FakeDnsRecord): Buffer {
  const data = rdata(record);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(TYPE_CODES[record.type], 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(TTL_SECONDS, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

export interface FakeDnsServer {
  /** `127.0.0.1:port`, the form `KILN_DNS_SERVER` takes. */
  address: string;
  port: number;
  set(records: FakeDnsRecord[]): void;
  add(...records: FakeDnsRecord[]): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakeDnsServer(port = 0): Promise<FakeDnsServer> {
  let records: FakeDnsRecord[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message: Buffer, from: RemoteInfo) => {
    if (message.length < 12) return;
    const question = readQuestion(message);
    if (!question) return;
    const matches = records.filter(
      (r) => r.name.toLowerCase() === question.name && TYPE_CODES[r.type] === question.type,
    );
    const nameExists = records.some((r) => r.name.toLowerCase() === question.name);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0); // id
    // QR=1, AA=1, RD copied, RA=1; rcode 0 (NOERROR) or 3 (NXDOMAIN)
    const rd = (message[2] ?? 0) & 0x01;
    header.writeUInt16BE(0x8480 | (rd << 8) | (nameExists ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(matches.length, 6);
    const reply = Buffer.concat([header, message.subarray(12, question.end), ...matches.map(answer)]);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  const bound = socket.address().port;
  return {
    address: `127.0.0.1:${bound}`,
    port: bound,
    set: (next) => {
      records = [...next];
    },
    add: (...more) => {
      records = [...records, ...more];
    },
    clear: () => {
      records = [];
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
