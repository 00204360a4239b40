import type { ReceivedMail } from '../../apps/server/src/test/engines/smtp';

/** The test SMTP server listens beside the e2e server; its mailbox is read over HTTP one port up. */
export function smtpPort(kilnPort: number): number {
  return kilnPort + 5700;
}

export function mailboxUrl(kilnPort: number): string {
  return `http://127.0.0.1:${smtpPort(kilnPort) + 1}`;
}

/** Every email the SMTP server received for `to` so far, oldest first. */
export async function mailsTo(kilnPort: number, to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl(kilnPort)}/mail?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ReceivedMail[];
}
