import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * What a sandboxed process may see and do. Paths keep their host names inside (a project's
 * `node_modules` link and esbuild's reports name host paths), but nothing outside these lists exists
 * there: no data dir, no other project, no Kiln secret, no home folder.
 */
export interface SandboxSpec {
  /** Folders and files visible read-only. */
  readOnly: readonly string[];
  /** Folders visible read-write (the API creates them first). */
  writable: readonly string[];
  /** Folders inside a visible one that are replaced by an empty one (e.g. a repository's `.git`). */
  hidden?: readonly string[];
  /** A writable folder shown at another path: `[source, target]`, the target inside a visible folder. */
  overlays?: readonly (readonly [string, string])[];
  /** The host's network (package installs only); otherwise a loopback of its own with nothing on it. */
  network: boolean;
  /** Where the command starts (default /tmp). */
  cwd?: string;
  /** The whole environment: nothing of the server's is inherited. */
  env: Readonly<Record<string, string>>;
  limits: SandboxLimits;
}

export interface SandboxLimits {
  /** RLIMIT_NPROC: processes (threads count) of the sandbox's user. */
  processes: number;
  /** RLIMIT_FSIZE: the largest file it may write. */
  fileSizeBytes: number;
  /** RLIMIT_AS: the address space of each of its processes (null: Chromium, which caps its own). */
  addressSpaceBytes: number | null;
  /** RLIMIT_NOFILE. */
  openFiles: number;
}

export interface SandboxIdentity {
  /** Who the sandbox runs as on the host: set when the server runs as root, else the server's own. */
  uid: number | null;
  gid: number | null;
}

export const BWRAP = process.env.KILN_BWRAP_PATH ?? '/usr/bin/bwrap';
const PRLIMIT = '/usr/bin/prlimit';

export function isSandboxAvailable(): boolean {
  return existsSync(BWRAP) && existsSync(PRLIMIT);
}

export const SANDBOX_MISSING_MESSAGE =
  'Kiln runs project code only inside a sandbox, and bubblewrap is not installed: run `apt-get install bubblewrap` (Debian/Ubuntu) and start Kiln again';

/**
 * The host user a sandbox runs as. A server running as root hands project code to an unprivileged
 * user (`nobody` unless `KILN_SANDBOX_UID` says otherwise); any other server's user is already
 * unprivileged, and its sandboxes run as it inside their own user namespace.
 */
export function sandboxIdentity(configured: { uid?: number; gid?: number } = {}): SandboxIdentity {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { uid: null, gid: null };
  return { uid: configured.uid ?? 65534, gid: configured.gid ?? configured.uid ?? 65534 };
}

/** The system folders every sandbox reads: programs and libraries, and a few harmless files of /etc. */
function systemMounts(): string[] {
  const args: string[] = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    const stat = lstatOrNull(dir);
    if (!stat) continue;
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  for (const file of [
    '/etc/ld.so.cache',
    '/etc/ld.so.conf',
    '/etc/ld.so.conf.d',
    '/etc/passwd',
    '/etc/group',
    '/etc/nsswitch.conf',
    '/etc/fonts',
    '/etc/ssl',
    '/etc/ca-certificates',
    '/etc/chromium',
    '/etc/chromium.d',
    '/etc/alternatives',
    '/var/cache/fontconfig',
  ]) {
    args.push('--ro-bind-try', file, file);
  }
  return args;
}

/** Name resolution for installs (the registry's host), only where the network is shared. */
const NETWORK_FILES = ['/etc/resolv.conf', '/etc/hosts', '/etc/host.conf', '/etc/gai.conf'];

/** The node binary, when it is not already under /usr (nvm, a tarball install). */
function runtimeMounts(): string[] {
  const node = realpathSync(process.execPath);
  if (node.startsWith('/usr/')) return [];
  const prefix = path.dirname(path.dirname(node));
  return ['--ro-bind', prefix, prefix];
}

/**
 * The command line that runs `command` in a sandbox: `prlimit` sets the limits, then bubblewrap
 * builds the walls — new user, mount, PID, IPC, UTS, cgroup and (unless `network`) network
 * namespaces, a fresh /proc, /dev and /tmp, the environment replaced, no new privileges, and the
 * whole sandbox killed if the API goes away.
 */
export function sandboxCommand(
  spec: SandboxSpec,
  command: readonly string[],
): { file: string; args: string[] } {
  const { limits } = spec;
  const args = [
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileSizeBytes}`,
    ...(limits.addressSpaceBytes === null ? [] : [`--as=${limits.addressSpaceBytes}`]),
    `--nofile=${limits.openFiles}`,
    '--core=0',
    '--',
    BWRAP,
    '--unshare-all',
    ...(spec.network ? ['--share-net'] : []),
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--clearenv',
    ...systemMounts(),
    ...runtimeMounts(),
    ...(spec.network ? NETWORK_FILES.flatMap((file) => ['--ro-bind-try', file, file]) : []),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--dir',
    '/tmp/home',
  ];
  for (const dir of spec.readOnly) args.push('--ro-bind', dir, dir);
  for (const dir of spec.writable) args.push('--bind', dir, dir);
  for (const dir of spec.hidden ?? []) args.push('--tmpfs', dir);
  for (const [source, target] of spec.overlays ?? []) args.push('--bind', source, target);
  for (const [key, value] of Object.entries({ HOME: '/tmp/home', TMPDIR: '/tmp', ...spec.env })) {
    args.push('--setenv', key, value);
  }
  // The root the mounts hang on (the folders leading to them) is the sandbox's own: read-only too.
  args.push('--remount-ro', '/', '--chdir', spec.cwd ?? '/tmp', '--', ...command);
  return { file: PRLIMIT, args };
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

/**
 * The command prefix that hands a process to the sandbox's host user before it starts (for
 * commands started through the launcher or by Playwright, which cannot switch users themselves).
 */
export function dropPrivileges(identity: SandboxIdentity): string[] {
  if (identity.uid === null || identity.gid === null) return [];
  return ['/usr/bin/setpriv', `--reuid=${identity.uid}`, `--regid=${identity.gid}`, '--clear-groups'];
}
