/**
 * Parts of a first prompt the built-in model cannot build whatever the kind of app: a server, real
 * accounts, real payments, sending email, AI. Its apps keep their data in the browser. Issue 18 §1:
 * what it leaves out, it says it left out, instead of answering as if the app had it.
 */
import type { RecipeId } from './app-spec';

type Ask = { label: string; words: RegExp };

const ASKS: readonly Ask[] = [
  {
    label: 'user accounts',
    // Not "sign-up": a class's or a newsletter's sign-up is no account, and "signups" is a metric.
    words:
      /\b(?:log[\s-]?ins?\b|sign[\s-]?ins?\b|(?:user|member|customer) accounts?|accounts for (?:users|members|customers)|(?:create|register) an account|authenticat\w*|auth\b|password reset)/i,
  },
  {
    label: 'real payments',
    words:
      /\b(?:payments?|stripe|paypal|pay online|take payment|checkout with card|subscriptions? billing|billing)\b/i,
  },
  {
    label: 'sending email',
    words:
      /\b(?:send(?:s|ing)? (?:an? )?e-?mails?|e-?mail (?:notifications?|alerts?|confirmations?|reminders?))\b/i,
  },
  {
    label: 'AI features',
    words:
      /\b(?:ai[\s-](?:powered|generated|features?|assistant|recommendations?)|gpt|chatgpt|openai|llm|machine learning)\b/i,
  },
  {
    // A messenger carries messages between people: that takes accounts and a server. The chat
    // recipe's conversations are with a demo assistant (or the site AI), and it says so.
    label: 'messages between people',
    words:
      /\b(?:messaging app|messenger|whats ?app|telegram|direct messages?|group chats?|(?:chat|message|talk) (?:with|between|to) (?:me and )?(?:my |our |other |each other\b)(?:friends|users|people|members|team|teammates|colleagues|family)?|mensajer[ií]a|messagerie|nachrichten-app|mensageiro|troca de mensagens|messaggistica)/i,
  },
  {
    label: 'a database or server',
    words:
      /\b(?:databases?|back[\s-]?end|server[\s-]side|supabase|firebase|postgres(?:ql)?|mysql|mongo(?:db)?|rest api)\b/i,
  },
];

/** What a recipe does build: the chat app answers with the site AI (AI Integrations). */
const BUILT: Partial<Record<RecipeId, readonly string[]>> = { chat: ['AI features'] };

/** What the prompt asks for that its recipe does not build, in the order above (at most one mention each). */
export function ignoredAsks(prompt: string, recipe?: RecipeId): string[] {
  const built = recipe ? (BUILT[recipe] ?? []) : [];
  return ASKS.filter(({ label, words }) => !built.includes(label) && words.test(prompt)).map(
    ({ label }) => label,
  );
}

/** The sentence that says so, or '' when nothing was left out. */
export function ignoredNote(prompt: string, recipe?: RecipeId): string {
  const asks = ignoredAsks(prompt, recipe);
  if (asks.length === 0) return '';
  const list = asks.length === 1 ? asks[0] : `${asks.slice(0, -1).join(', ')} and ${asks.at(-1)}`;
  return `I left out ${list}: the built-in offline model writes apps that keep their data in the browser, so it can't build ${asks.length === 1 ? 'that' : 'those'} (a real model can, with Kiln's integrations). `;
}
