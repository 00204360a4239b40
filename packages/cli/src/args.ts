export const USAGE = `Usage: kiln pull <subdomain> [dir] [--server <url>] [--token <token>]

  Downloads a Kiln project's current version into [dir] (default: <subdomain>). Only the project's
  owner can pull it, as with the zip download.
  --server  the Kiln instance (default: $KILN_SERVER or http://localhost:3000)
  --token   the owner's personal access token: "Create a token" in the project's Download dialog,
            or your account page (default: $KILN_TOKEN)`;

export type Command =
  | { kind: 'pull'; subdomain: string; dir: string; server: string; token?: string }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined>): Command {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const match = /^--(server|token)(?:=(.*))?$/.exec(arg);
    if (match) {
      const value = match[2] ?? argv[++i];
      if (!value) return { kind: 'error', message: `--${match[1]} needs a value` };
      flags[match[1] as string] = value;
    } else if (arg.startsWith('-')) {
      return { kind: 'error', message: `Unknown option ${arg}` };
    } else positional.push(arg);
  }
  const [command, subdomain, dir] = positional;
  if (!command) return { kind: 'help' };
  if (command !== 'pull') return { kind: 'error', message: `Unknown command ${command}` };
  if (!subdomain) return { kind: 'error', message: 'kiln pull needs a subdomain' };
  const token = flags.token ?? env.KILN_TOKEN;
  return {
    kind: 'pull',
    subdomain,
    dir: dir ?? subdomain,
    server: flags.server ?? env.KILN_SERVER ?? 'http://localhost:3000',
    ...(token ? { token } : {}),
  };
}
