import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BACKGROUND_PRIORITY } from '../process/launcher';
import { dropPrivileges, type SandboxIdentity, type SandboxLimits, sandboxCommand } from './bwrap';

/**
 * A launcher for Chromium that renders project code: Debian's Chromium with its own sandbox on
 * (seccomp, namespaces per renderer), inside a bubblewrap sandbox that shows it nothing of Kiln's
 * and has no network (pages are handed their files by the API through the DevTools pipe), as an
 * unprivileged user when Kiln runs as root, below the draft preview's priority (BACKGROUND_PRIORITY). Playwright launches the script as Chromium.
 */
export async function sandboxedChromium(
  chromium: string,
  identity: SandboxIdentity,
  limits: SandboxLimits,
): Promise<string> {
  const { file, args } = sandboxCommand(
    {
      readOnly: [],
      writable: [],
      network: false,
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
      limits: { ...limits, addressSpaceBytes: null },
    },
    [chromium],
  );
  const dropUser = dropPrivileges(identity);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-chromium-'));
  const script = path.join(dir, 'chromium');
  await writeFile(
    script,
    `#!/bin/sh\nexec ${[...BACKGROUND_PRIORITY, ...dropUser, file, ...args].map(quote).join(' ')} "$@"\n`,
  );
  await chmod(script, 0o755);
  return script;
}

function quote(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}
