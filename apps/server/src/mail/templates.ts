import { PRICES } from '@kiln/contracts';
import { escapeHtml } from '../http/escape-html';

/**
 * Kiln's emails: plain text first (what every client shows well), and the same words as simple
 * HTML. Everything interpolated is escaped; links are only ones Kiln made.
 */
export interface MailBody {
  subject: string;
  text: string;
  html: string;
}

type Block = { text: string } | { link: string; label: string };

/** The one layout: a greeting, paragraphs and at most a button, then the sign-off. */
function compose(subject: string, greeting: string, blocks: Block[]): MailBody {
  const text = [
    greeting,
    ...blocks.map((block) => ('text' in block ? block.text : `${block.label}: ${block.link}`)),
    '— Kiln',
  ].join('\n\n');
  const paragraphs = blocks
    .map((block) =>
      'text' in block
        ? `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#18181b;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#71717a">Or paste this link into your browser: ${escapeHtml(block.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:32px 16px;background:#fafafa;font:15px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif;color:#27272a">
<div style="max-width:520px;margin:0 auto;padding:32px;border:1px solid #e4e4e7;border-radius:12px;background:#ffffff">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs}
<p style="margin:24px 0 0;color:#71717a">— Kiln</p>
</div></body></html>`;
  return { subject, text, html };
}

const greet = (name: string | null | undefined) => (name?.trim() ? `Hi ${name.trim()},` : 'Hi,');

export function passwordResetMail(input: { name?: string | null; email: string; url: string }): MailBody {
  return compose('Reset your Kiln password', greet(input.name), [
    { text: `Someone (we hope you) asked to reset the password of the Kiln account ${input.email}.` },
    { link: input.url, label: 'Choose a new password' },
    {
      text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    },
  ]);
}

export function verifyEmailMail(input: { name?: string | null; email: string; url: string }): MailBody {
  return compose('Confirm your email for Kiln', greet(input.name), [
    { text: `Confirm that ${input.email} is your address to start building with Kiln.` },
    { link: input.url, label: 'Confirm my email' },
    { text: 'The link expires in 24 hours. If you did not sign up for Kiln, ignore this email.' },
  ]);
}

export function supportReplyMail(input: {
  name?: string | null;
  question: string;
  answer: string;
}): MailBody {
  const quoted = input.question.length > 600 ? `${input.question.slice(0, 600)}…` : input.question;
  return compose('Re: your message to Kiln', greet(input.name), [
    { text: input.answer },
    { text: `You wrote: “${quoted}”` },
  ]);
}

/** As the Upgrade dialog shows the plans (seed 002 §9). */
const PLAN_WORDS = {
  monthly: `Monthly, $${PRICES.monthly.amount} per ${PRICES.monthly.per}`,
  annual: `Annual, $${PRICES.annual.amount} per ${PRICES.annual.per}`,
} as const;

export function planReceiptMail(input: {
  name?: string | null;
  plan: keyof typeof PLAN_WORDS;
  periodEnd: Date;
  manageUrl: string;
}): MailBody {
  const until = input.periodEnd.toISOString().slice(0, 10);
  return compose('Your Kiln Premium receipt', greet(input.name), [
    { text: `Thank you: your Premium plan (${PLAN_WORDS[input.plan]}) is paid until ${until}.` },
    {
      text: 'Stripe emails the invoice itself. To change your card or plan, or to cancel, open Kiln and choose Upgrade Plan, then Manage billing.',
    },
    { link: input.manageUrl, label: 'Open Kiln' },
  ]);
}
