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

/** The command that pulls this project from this very instance (seed 000 §7: by subdomain). */
export function pullCommand(origin: string, subdomain: string): string {
  return `curl -fsSL ${origin}/cli/kiln.mjs -o kiln.mjs && KILN_TOKEN=<your token> node kiln.mjs pull ${subdomain} --server ${origin}`;
}

/** Where the zip is saved: the project's subdomain. */
export function zipFileName(subdomain: string): string {
  return `${subdomain}.zip`;
}
