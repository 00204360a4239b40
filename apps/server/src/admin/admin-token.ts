import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whoever can read the data dir administers the instance. While the server runs (PGlite allows one
 * process), the admin CLI hands its command to the server with this token, which lives only there.
 */
export function adminTokenFile(dataDir: string): string {
  return path.join(dataDir, 'admin-token');
}
export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function writeAdminToken(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(adminTokenFile(dataDir), token, { mode: 0o600 });
  return token;
}

export function readAdminToken(dataDir: string): string | undefined {
  const file = adminTokenFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ServerInfo {
  pid: number;
  url: string;
}

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writeFileSync(serverInfoFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeServerInfo(dataDir: string): void {
  rmSync(serverInfoFile(dataDir), { force: true });
}

/** The running server of this data dir, if its process is alive. */
export function readRunningServer(dataDir: string): ServerInfo | undefined {
  const file = serverInfoFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as ServerInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}
