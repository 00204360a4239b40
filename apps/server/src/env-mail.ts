import { z } from 'zod';
import { optionalString } from './env-scale';

/** Kiln's own email (issue 20 §1): password resets, verification, support replies, plan receipts. */
export const MailEnvSchema = z.object({
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset: mail waits in the operator's outbox. */
  SMTP_URL: optionalString.pipe(z.url().optional()),
  /** The sender, `Name <address>` or an address. */
  KILN_MAIL_FROM: optionalString,
  /** New accounts confirm their address before they can sign in. */
  KILN_REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).default('false'),
});

export interface MailEnv {
  smtpUrl: string | undefined;
  from: string;
  requireEmailVerification: boolean;
}

export function mailFrom(e: z.infer<typeof MailEnvSchema>, publicUrl: string): MailEnv {
  if (e.KILN_REQUIRE_EMAIL_VERIFICATION === 'true' && !e.SMTP_URL) {
    throw new Error(
      'KILN_REQUIRE_EMAIL_VERIFICATION=true needs SMTP_URL: without a mail server no new account could confirm its address.',
    );
  }
  return {
    smtpUrl: e.SMTP_URL,
    from: e.KILN_MAIL_FROM ?? `Kiln <no-reply@${new URL(publicUrl).hostname}>`,
    requireEmailVerification: e.KILN_REQUIRE_EMAIL_VERIFICATION === 'true',
  };
}
