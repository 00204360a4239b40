import { aboutOf, demoBotFile } from './chat-bot';
import { CHAT_CONTEXT, CHAT_HEADER, CONVERSATION_LIST, MESSAGE_BUBBLE } from './chat-components';
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
  plan({ spec, copyContext }) {
    const about = aboutOf(spec);
    const intro = spec.subject
      ? `Ask about the ${about}: opening hours, prices and common questions.`
      : 'Ask a question, draft an email or plan your week.';
    const icon = 'Bot';
    return {
      description: spec.subject
        ? `${spec.name}: a chat assistant for the ${about}.`
        : `${spec.name}: a chat assistant with your conversations kept in the browser.`,
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
        { path: 'src/lib/demo-bot.ts', content: demoBotFile(spec, copyContext) },
        { path: 'src/components/chat/conversations-context.tsx', content: CHAT_CONTEXT },
        { path: 'src/components/chat/conversation-list.tsx', content: CONVERSATION_LIST },
        { path: 'src/components/chat/message-bubble.tsx', content: MESSAGE_BUBBLE },
        { path: 'src/components/chat/chat-header.tsx', content: CHAT_HEADER },
        {
          path: 'src/pages/Index.tsx',
          content: CHAT_PAGE({ name: lit(spec.name), intro: lit(intro), icon }),
        },
      ],
      highlights: [
        'a full-height chat: conversations in a sidebar (a sheet on phones) with New chat, rename and delete after a confirmation, all kept in this browser (localStorage)',
        'answers from the site AI (AI Chat under AI Integrations) streamed as they arrive, with a Stop button and the name of the model that answered',
        `while AI Chat is off, scripted demo replies about ${spec.subject ? `the ${about}` : 'a few everyday tasks'}, labelled as demo replies, never passed off as AI`,
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
