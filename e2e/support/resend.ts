import type { ReceivedEmail } from '../../apps/server/src/integrations/resend/testing/fake-resend';

/** The fake Resend listens beside the e2e server (Supabase's fake is at +4000). */
export function fakeResendUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 5600}`;
}

/** Every email the fake Resend was sent so far, as Resend received it. */
export async function emailsReceived(kilnPort: number): Promise<ReceivedEmail[]> {
  return (await fetch(`${fakeResendUrl(kilnPort)}/_fake/emails`)).json() as Promise<ReceivedEmail[]>;
}
