import { type Integrations, MESSAGES, maskedResendKey } from '@kiln/contracts';

/** What the Resend dialog edits, as typed. */
export interface ResendForm {
  apiKey: string;
  fromAddress: string;
  domain: string;
  /** Comma- or line-separated addresses the site's messages go to. */
  recipients: string;
}

export type ResendFormErrors = Partial<Record<keyof ResendForm, string>>;

/** The form as the dialog opens it: the stored settings, the key shown masked by its last four. */
export function initialResendForm(resend: Integrations['resend']): ResendForm {
  return {
    apiKey: resend.enabled && resend.apiKeyLast4 ? maskedResendKey(resend.apiKeyLast4) : '',
    fromAddress: resend.fromAddress ?? '',
    domain: resend.domain ?? '',
    recipients: (resend.recipients ?? []).join(', '),
  };
}

export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

function same(a: ResendForm, b: ResendForm): boolean {
  return (
    a.apiKey.trim() === b.apiKey.trim() &&
    a.fromAddress.trim() === b.fromAddress.trim() &&
    a.domain.trim().toLowerCase() === b.domain.trim().toLowerCase() &&
    splitRecipients(a.recipients).join() === splitRecipients(b.recipients).join()
  );
}

/**
 * Seed 002 §5: connect is enabled only when the project is COMPLETE and, when Resend is already
 * connected, only if the form changed.
 */
export function canSubmitResend(form: ResendForm, initial: ResendForm, isConnected: boolean, phase: string) {
  return phase === 'COMPLETE' && (!isConnected || !same(form, initial));
}

/** Seed 002 §5's messages, in its order; none when the form may be sent. */
export function validateResendForm(form: ResendForm): ResendFormErrors {
  const errors: ResendFormErrors = {};
  if (!form.apiKey.trim()) errors.apiKey = MESSAGES.RESEND_API_KEY_REQUIRED;
  const hasDomain = form.domain.trim() !== '';
  const hasUser = form.fromAddress.trim() !== '';
  if (hasDomain && !hasUser) errors.fromAddress = MESSAGES.RESEND_USERNAME_REQUIRED;
  else if (hasUser && !hasDomain) errors.domain = MESSAGES.RESEND_USERNAME_AND_DOMAIN;
  const invalid = splitRecipients(form.recipients).find(
    (address) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address),
  );
  if (invalid) errors.recipients = `${invalid} is not an email address`;
  else if (splitRecipients(form.recipients).length > 5) errors.recipients = 'At most 5 recipients';
  return errors;
}
