import type { ShareChannel } from '@kiln/contracts';

/** Social share intents (seed 000 §2 "post to a social network"): open in a new tab, no SDK. */
export function shareIntentUrl(
  channel: Exclude<ShareChannel, 'copy_link'>,
  url: string,
  text: string,
): string {
  if (channel === 'x') {
    return `https://x.com/intent/post?${new URLSearchParams({ text, url }).toString()}`;
  }
  return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`;
}

/** One shell word: left bare when it holds only characters no shell treats specially, else single-quoted. */
export function shellWord(value: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that pulls this project from this very instance (seed 000 §7: by subdomain), ready to
 * paste into a shell. With `token` it carries the owner's token; without, the CLI reads `$KILN_TOKEN`.
 */
export function pullCommand(origin: string, subdomain: string, token?: string): string {
  const server = shellWord(origin);
  const env = token ? `KILN_TOKEN=${shellWord(token)} ` : '';
  return `curl -fsSL ${shellWord(`${origin}/cli/kiln.mjs`)} -o kiln.mjs && ${env}node kiln.mjs pull ${shellWord(subdomain)} --server ${server}`;
}

/** Where the zip is saved: the project's subdomain. */
export function zipFileName(subdomain: string): string {
  return `${subdomain}.zip`;
}
