import type { AppSpec } from '../app-spec';
import { copyFor } from '../content';
import type { CopyContext } from '../content/types';
import type { AppLanguage } from '../locale';
import { CHAT_SCRIPTS } from './chat-scripts';
import { lit } from './shared/ts-literal';

/**
 * The chat app's scripted bot, used when the site AI is off or absent: keyword replies about the
 * app's subject (a business's hours, prices, contact and its frequent questions), or, for a general
 * assistant, a few honest templates. The UI labels every one of its replies as a demo reply.
 */

type Topic = { keywords: string[]; reply: string };
type Script = { starters: string[]; topics: Topic[]; fallback: string };

/** The words of a question worth matching ("What is your return policy?" → return, policy). */
const STOP = new Set(
  'what which when where does your have there about with from that this will into need from much many'.split(
    ' ',
  ),
);
function keywordsOf(question: string): string[] {
  return [
    ...new Set(
      question
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 4 && !STOP.has(word))
        .map((word) => (word.length > 5 ? word.slice(0, 5) : word)),
    ),
  ];
}

/** What a business bot is about: "my bookshop's customers" → "bookshop". */
export function aboutOf(spec: AppSpec): string {
  return spec.topic.replace(/(?:'s|’s)?\s+(?:customers|clients|visitors|guests|users|members)$/i, '');
}

/** A shop's customers get a shop's answers, whatever else the prompt says ("AI" reads as tech). */
function domainOf(spec: AppSpec) {
  const subject = spec.subject?.toLowerCase() ?? '';
  if (/\b(?:shop|store|bookshop|bookstore|boutique|webshop)\b|shop's/.test(subject)) return 'retail';
  return spec.domain;
}

function businessScript(spec: AppSpec, context: CopyContext): Script {
  const copy = copyFor(domainOf(spec), context);
  const { contact, tiers, faqs } = copy;
  const prices = tiers
    .map((tier) => `• ${tier.name}, ${tier.price}${tier.period}: ${tier.description}`)
    .join('\n');
  const topics: Topic[] = [
    {
      keywords: ['hour', 'open', 'close', 'closing', 'when'],
      reply: `Our hours: ${contact.hours}.`,
    },
    {
      keywords: ['price', 'cost', 'how much', 'pricing', 'plan', 'fee', 'expensive', 'cheap'],
      reply: `Our prices:\n${prices}`,
    },
    {
      keywords: ['contact', 'email', 'phone', 'call', 'address', 'where', 'located', 'location', 'human'],
      reply: `You can reach ${spec.name} at ${contact.email} or ${contact.phone}, or visit us at ${contact.address}.`,
    },
    ...faqs.map((faq) => ({ keywords: keywordsOf(faq.question), reply: faq.answer })),
  ];
  return {
    starters: [
      'What are your opening hours?',
      faqs[0]?.question ?? '',
      faqs[1]?.question ?? '',
      'How much does it cost?',
    ].filter(Boolean),
    topics,
    fallback: `I can answer a few set questions about the ${aboutOf(spec)}: opening hours, prices, how to reach us, and questions like “${faqs[0]?.question ?? 'How can I contact you?'}”. For anything else, write to ${contact.email}.`,
  };
}

const ASSISTANT: Script = {
  starters: [
    'Help me write a polite follow-up email',
    'Give me ideas for a relaxing weekend',
    'Make me a plan to learn something new',
    'How do I write a good to-do list?',
  ],
  topics: [
    {
      keywords: ['email', 'mail', 'letter', 'follow'],
      reply:
        'Here is a template you can adapt:\n\nSubject: Following up on our conversation\n\nHi [name],\n\nThank you for your time on [day]. I wanted to follow up on [topic] and see whether you had a chance to look at it. I am happy to answer any questions or set up a short call.\n\nBest regards,\n[your name]',
    },
    {
      keywords: ['weekend', 'relax', 'ideas', 'idea', 'bored', 'fun'],
      reply:
        'A few ideas for a slow weekend:\n\n1. A long walk somewhere you have never been, with no plan for the way back.\n2. Cook one new recipe from scratch.\n3. A phone-free morning with a book.\n4. Call or visit someone you have not seen in a while.\n5. Tidy one small corner of your home: it feels bigger than it is.',
    },
    {
      keywords: ['learn', 'study', 'plan', 'skill', 'practice'],
      reply:
        'A simple four-week plan:\n\nWeek 1: pick one small outcome and find one good beginner resource.\nWeek 2: practise 20 minutes a day, at the same time each day.\nWeek 3: make something small with what you learnt and show it to someone.\nWeek 4: look back at what was hard, and choose the next outcome.',
    },
    {
      keywords: ['to-do', 'todo', 'list', 'task', 'organis', 'organiz', 'productiv'],
      reply:
        'Write each task as a next action starting with a verb (“Email Sam the invoice”, not “Invoice”). Keep three tasks for today at the top, put a date only on things that truly have one, and clear the list once a week.',
    },
  ],
  fallback:
    'I am a demo bot with a few scripted replies: I can draft a follow-up email, suggest weekend ideas, sketch a learning plan or share to-do list tips. Real answers to anything you ask need the AI turned on.',
};

/** The demo bot's words in the app's language: its script, how it hears hello and thanks, what it says back. */
function scriptFor(spec: AppSpec, context: CopyContext, language: AppLanguage) {
  if (language === 'en') {
    return {
      script: spec.subject ? businessScript(spec, context) : ASSISTANT,
      greeting: '^(?:hi|hello|hey|good (?:morning|afternoon|evening))\\b',
      thanks: '\\b(?:thanks|thank you|cheers)\\b',
      thanksReply: 'You are welcome! Anything else I can help with?',
      hello: 'Hello! ',
    };
  }
  const scripts = CHAT_SCRIPTS[language];
  const { contact } = copyFor(domainOf(spec), context);
  const script = spec.subject
    ? scripts.business({ name: spec.name, email: contact.email, phone: contact.phone })
    : scripts.assistant;
  return { ...scripts, script };
}

/** The demo bot's source: `demoReply(question)` and the starter prompts, from the app's subject. */
export function demoBotFile(spec: AppSpec, context: CopyContext, language: AppLanguage = 'en'): string {
  const { script, greeting, thanks, thanksReply, hello } = scriptFor(spec, context, language);
  return `/**
 * Scripted replies, used only when the site AI does not answer (turned off, or not served here).
 * They match keywords; they are not AI, and the chat labels them as demo replies.
 */
type Topic = { keywords: string[]; reply: string };

export const STARTERS: string[] = ${lit(script.starters)};

const TOPICS: Topic[] = ${lit(script.topics)};

const FALLBACK = ${lit(script.fallback)};

const GREETING = /${greeting}/;
const THANKS = /${thanks}/;

export function demoReply(question: string): string {
  const text = question.toLowerCase();
  let best: Topic | null = null;
  let bestScore = 0;
  for (const topic of TOPICS) {
    const score = topic.keywords.filter((keyword) => text.includes(keyword)).length;
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  if (best) return best.reply;
  if (THANKS.test(text)) return ${lit(thanksReply)};
  if (GREETING.test(text)) return ${lit(hello)} + FALLBACK;
  return FALLBACK;
}
`;
}
