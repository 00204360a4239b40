import { MESSAGES } from '@kiln/contracts';
import { Resend } from 'resend';
import { AppError } from '../../http/errors';

/** Resend's shared sender, for an account with no domain of its own (it delivers to the account's address only). */
export const RESEND_SHARED_SENDER = 'onboarding@resend.dev';

/** The errors Resend answers a key it does not accept with (its `name` field). */
const REFUSED_KEY_ERRORS = new Set(['missing_api_key', 'invalid_api_key', 'validation_error']);

function client(apiKey: string, baseUrl: string): Resend {
  return new Resend(apiKey, { baseUrl });
}

/**
 * Asks Resend whether it takes the key (and, for a full-access key, whether the sender's domain is
 * one of the account's verified domains). A sending-only key cannot list domains: Resend answers
 * `restricted_api_key`, which proves the key while leaving the domain to the first send.
 * Resend's own words never reach the owner verbatim: a refusal is the seed's message.
 */
export async function checkResendKey(apiKey: string, domain: string, baseUrl: string): Promise<void> {
  const { data, error } = await client(apiKey, baseUrl).domains.list();
  if (error) {
    if (error.name === 'restricted_api_key') return;
    if (error.statusCode === null || error.name === 'application_error') {
      throw new AppError('upstream', 'Resend could not be reached. Try again in a moment.');
    }
    if (REFUSED_KEY_ERRORS.has(error.name) || error.statusCode === 401 || error.statusCode === 403) {
      throw AppError.validation(MESSAGES.RESEND_CONNECT_FAILED);
    }
    throw new AppError('upstream', 'Resend could not check the API key. Try again in a moment.');
  }
  if (!domain) return;
  const found = data?.data.find((d) => d.name.toLowerCase() === domain);
  if (!found) throw AppError.validation(`The domain ${domain} is not in this Resend account.`);
  if (found.status !== 'verified') {
    throw AppError.validation(`The domain ${domain} is not verified in Resend yet.`);
  }
}

export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends one plain-text email; answers Resend's id, or null when Resend refused it or was unreachable. */
export async function sendWithResend(
  apiKey: string,
  baseUrl: string,
  email: OutgoingEmail,
): Promise<{ id: string } | { error: string }> {
  const { data, error } = await client(apiKey, baseUrl).emails.send({
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  });
  if (error || !data)
    return { error: error ? `${error.name} (${error.statusCode ?? 'no answer'})` : 'no answer' };
  return { id: data.id };
}
