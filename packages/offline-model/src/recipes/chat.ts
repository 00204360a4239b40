import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { aboutOf, demoBotFile } from './chat-bot';
import { CHAT_CONTEXT, CHAT_HEADER, CONVERSATION_LIST, MESSAGE_BUBBLE } from './chat-components';
import { CHAT_COPY } from './chat-copy';
import { CHAT_PAGE } from './chat-page';
import { kilnAiFile } from './sections/ai';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

/** The whole screen is the chat: the page draws its own sidebar, so the layout only holds it. */
const CHAT_LAYOUT = `import { Outlet } from 'react-router';

export function AppLayout() {
  return (
    <div className="min-h-svh bg-background">
      <Outlet />
    </div>
  );
}
`;

/**
 * A chat app: conversations in a sidebar, a streaming thread and a composer. The site AI answers
 * (Kiln's `POST /api/kiln/ai/chat`); when AI Chat is off or not served, a scripted bot about the
 * app's subject answers instead, and the app says plainly that those are demo replies.
 */
export const chatRecipe: Recipe = {
  id: 'chat',
  label: 'Chat app',
  defaultNames: ['Sage', 'Echo', 'Parley', 'Ask Ada'],
  palette: { primary: '#0f766e', accent: '#7c3aed' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, copyContext, language }) {
    const c = CHAT_COPY[language];
    const about = aboutOf(spec);
    const isEnglish = language === 'en';
    const intro = spec.subject
      ? isEnglish
        ? `Ask about the ${about}: opening hours, prices and common questions.`
        : c.intro.business
      : c.intro.assistant;
    const icon = 'Bot';
    return {
      description: spec.subject
        ? isEnglish
          ? `${spec.name}: a chat assistant for the ${about}.`
          : c.description.business(spec.name)
        : c.description.assistant(spec.name),
      routes: [],
      nav: [{ to: '/', label: 'Chat', icon: 'MessageSquare' }],
      icon,
      layout: 'app',
      provider: {
        component: 'ConversationsProvider',
        importLine: `import { ConversationsProvider } from '@/components/chat/conversations-context';`,
      },
      files: [
        { path: 'src/components/layout/app-layout.tsx', content: CHAT_LAYOUT },
        kilnAiFile,
        { path: 'src/lib/demo-bot.ts', content: demoBotFile(spec, copyContext, language) },
        { path: 'src/components/chat/conversations-context.tsx', content: CHAT_CONTEXT },
        { path: 'src/components/chat/conversation-list.tsx', content: CONVERSATION_LIST(c) },
        { path: 'src/components/chat/message-bubble.tsx', content: MESSAGE_BUBBLE(c) },
        { path: 'src/components/chat/chat-header.tsx', content: CHAT_HEADER(c) },
        {
          path: 'src/pages/Index.tsx',
          content: CHAT_PAGE({ name: lit(spec.name), intro: lit(intro), icon, c }),
        },
      ],
      highlights: [
        ...(isEnglish
          ? []
          : [`every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, its demo replies too`]),
        'a full-height chat: conversations in a sidebar (a sheet on phones) with New chat, rename and delete after a confirmation, all kept in this browser (localStorage)',
        'answers from the site AI (AI Chat under AI Integrations) streamed as they arrive, with a Stop button and the name of the model that answered',
        `while AI Chat is off, scripted demo replies about ${spec.subject ? (isEnglish ? `the ${about}` : 'its opening hours, prices, appointments and contact') : 'a few everyday tasks'}, labelled as demo replies, never passed off as AI`,
        'suggested first questions, a copy button on each message, Enter to send and Shift+Enter for a new line, replies announced to screen readers',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to indigo',
        'Change the accent colour to amber',
        'Make it mobile responsive',
      ],
      nudge: {
        integration: 'ai',
        reason: 'Turn on AI Chat so the assistant gives real answers instead of scripted demo replies.',
      },
    };
  },
};
