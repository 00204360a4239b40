import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an owner-given URL may not reach from the API process (a server-side request forgery
 * guard): loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local,
 * multicast and unspecified, in IPv4 and IPv6 (IPv4-mapped IPv6 is checked as IPv4).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: refuse rather than guess
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type OutboundRefusal = 'protocol' | 'internal' | 'unresolved';

/**
 * Whether the API process may send a request to `url`, an owner's input: http(s) only, and (unless
 * the operator allows internal hosts, as a self-hoster on one network does) a host whose every
 * address is public. Null when it may; the reason otherwise.
 */
export async function outboundRefusal(url: URL, allowInternal: boolean): Promise<OutboundRefusal | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'protocol';
  if (allowInternal) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.some(isInternalAddress) ? 'internal' : null;
}
