import { type ChatCopy, tpl } from './chat-copy';
import { lit, jsxText as t } from './shared/ts-literal';

/**
 * The chat app's page: conversations beside the thread (a sheet on phones), the thread, the composer.
 * Answers come from the site AI as they stream; when it is off or not served, the scripted demo bot
 * answers and the page says so. `name` and `intro` arrive as TypeScript literals.
 */
export const CHAT_PAGE = ({
  name,
  intro,
  icon,
  c,
}: {
  name: string;
  intro: string;
  icon: string;
  c: ChatCopy;
}) => `import { ${icon}, Send, Square } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ChatHeader } from '@/components/chat/chat-header';
import { ConversationList, titleOf } from '@/components/chat/conversation-list';
import { type Message, useConversations } from '@/components/chat/conversations-context';
import { MessageBubble } from '@/components/chat/message-bubble';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { demoReply, STARTERS } from '@/lib/demo-bot';
import { AiError, askAi } from '@/lib/kiln-ai';

const BOT_NAME = ${name};
const INTRO = ${intro};${c.code === 'en' ? '' : `\n/** The site AI is asked to answer in the app's language. */\nconst LANGUAGE = ${lit(c.code)};`}

function newId() {
  return \`\${Date.now().toString(36)}-\${Math.random().toString(36).slice(2, 8)}\`;
}

/** What the AI is sent: the real exchange (no demo replies), at most 20 messages and 12,000 characters. */
function forAi(messages: Message[]) {
  const real = messages
    .filter((message) => !message.isDemo && message.content.trim())
    .map(({ role, content }) => ({ role, content: content.slice(0, 4000) }))
    .slice(-20);
  while (real.length > 1 && real.reduce((sum, message) => sum + message.content.length, 0) > 12000) real.shift();
  return real;
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

export default function Index() {
  const { conversations, create, setMessages, remove } = useConversations();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [isAnswering, setIsAnswering] = useState(false);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const threadRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);

  const current = conversations.find((conversation) => conversation.id === currentId) ?? null;
  const messages = current?.messages ?? [];
  const lastReply = [...messages].reverse().find((message) => message.role === 'assistant' && message.content);

  // The composer has the focus on arrival and after each chat switch.
  useEffect(() => {
    composerRef.current?.focus();
  }, [currentId]);

  // Follows the answer as it grows, unless the reader scrolled up to read something earlier.
  useEffect(() => {
    const thread = threadRef.current;
    if (thread && stickRef.current) thread.scrollTop = thread.scrollHeight;
  }, [messages]);

  function handleScroll() {
    const thread = threadRef.current;
    if (thread) stickRef.current = thread.scrollHeight - thread.scrollTop - thread.clientHeight < 80;
  }

  function openConversation(id: string | null) {
    abortRef.current?.abort();
    setCurrentId(id);
    setError('');
    setIsMenuOpen(false);
    stickRef.current = true;
  }

  async function send(text: string) {
    const content = text.trim();
    if (!content || isAnswering) return;
    const id = current?.id ?? create();
    const history: Message[] = [...messages, { id: newId(), role: 'user', content }];
    const reply: Message = { id: newId(), role: 'assistant', content: '' };
    const show = (fields: Partial<Message>) => setMessages(id, [...history, { ...reply, ...fields }]);
    setCurrentId(id);
    setDraft('');
    setError('');
    show({});
    stickRef.current = true;
    const controller = new AbortController();
    abortRef.current = controller;
    setIsAnswering(true);
    let answered = '';
    try {
      const answer = await askAi('chat', { messages: forAi(history)${c.code === 'en' ? '' : ', language: LANGUAGE'} }, (chunk) => {
        answered += chunk;
        show({ content: answered });
      }, controller.signal);
      show({ content: answered, by: answer.model });
      setAnnouncement(\`\${BOT_NAME}: \${answered}\`);
    } catch (caught) {
      if (controller.signal.aborted) {
        if (answered) show({ content: answered, isStopped: true });
        else setMessages(id, history);
      } else if (!(caught instanceof AiError) || caught.isUnavailable) {
        // AI Chat is off, or not served here, or the network failed: the scripted bot answers, labelled.
        await pause(500, controller.signal);
        if (controller.signal.aborted) {
          setMessages(id, history);
        } else {
          const demo = demoReply(content);
          show({ content: demo, isDemo: true });
          setAnnouncement(${tpl(`${c.demoReply}: {demo}`, { demo: 'demo' })});
        }
      } else {
        // The question goes back in the composer, to send again.
        if (current) setMessages(id, messages);
        else {
          remove(id);
          setCurrentId(null);
        }
        setDraft(content);
        setError(${c.code === 'en' ? 'caught.message' : lit(c.aiError)});
      }
    } finally {
      abortRef.current = null;
      setIsAnswering(false);
      window.setTimeout(() => composerRef.current?.focus(), 0);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft);
  }

  const list = <ConversationList selectedId={currentId} onSelect={openConversation} onCreate={() => openConversation(null)} />;

  return (
    <div className="flex h-svh min-h-0 bg-background">
      <aside className="hidden w-72 shrink-0 flex-col gap-6 border-r bg-muted/40 p-4 lg:flex">
        <p className="flex items-center gap-2.5 px-1 font-semibold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <${icon} className="size-4" aria-hidden="true" />
          </span>
          {BOT_NAME}
        </p>
        {list}
      </aside>
      <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <SheetContent side="left" className="flex flex-col">
          <SheetHeader>
            <SheetTitle>{BOT_NAME}</SheetTitle>
            <SheetDescription>${t(c.sheetText)}</SheetDescription>
          </SheetHeader>
          <div className="flex min-h-0 flex-1 flex-col px-4 pb-4">{list}</div>
        </SheetContent>
      </Sheet>
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        <ChatHeader title={current ? titleOf(current) : BOT_NAME} lastReply={lastReply} onOpenMenu={() => setIsMenuOpen(true)} />
        <div ref={threadRef} onScroll={handleScroll} tabIndex={0} role="region" aria-label={${lit(c.messages)}} className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset">
          {messages.length === 0 ? (
            <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <${icon} className="size-6" aria-hidden="true" />
              </span>
              <h2 className="text-2xl font-semibold tracking-tight text-balance">{${tpl(c.help, { name: 'BOT_NAME' })}}</h2>
              <p className="max-w-md text-muted-foreground text-pretty">{INTRO}</p>
              <ul aria-label={${lit(c.suggested)}} className="grid w-full gap-2 pt-2 sm:grid-cols-2">
                {STARTERS.map((starter) => (
                  <li key={starter}>
                    <Button variant="outline" className="h-auto w-full justify-start py-3 text-left whitespace-normal" disabled={isAnswering} onClick={() => void send(starter)}>
                      {starter}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol aria-label={${tpl(c.conversation, { title: 'titleOf(current)' })}} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
              {messages.map((message, index) => (
                <MessageBubble key={message.id} message={message} botName={BOT_NAME} isWriting={isAnswering && index === messages.length - 1} />
              ))}
            </ol>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <form onSubmit={handleSubmit} className="shrink-0 border-t bg-background px-3 py-3 sm:px-4">
          <div className="mx-auto max-w-3xl">
            {error ? (
              <p role="alert" className="mb-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Label htmlFor="composer" className="sr-only">
              {${tpl(c.message, { name: 'BOT_NAME' })}}
            </Label>
            <div className="flex items-end gap-2">
              <Textarea
                id="composer"
                ref={composerRef}
                rows={1}
                maxLength={4000}
                value={draft}
                disabled={isAnswering}
                placeholder={${tpl(`${c.message}…`, { name: 'BOT_NAME' })}}
                className="max-h-40 min-h-10 resize-none"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    void send(draft);
                  }
                }}
              />
              {isAnswering ? (
                <Button type="button" variant="outline" onClick={() => abortRef.current?.abort()}>
                  <Square aria-hidden="true" />
                  ${t(c.stop)}
                </Button>
              ) : (
                <Button type="submit" disabled={!draft.trim()}>
                  <Send aria-hidden="true" />
                  ${t(c.send)}
                </Button>
              )}
            </div>
            <p className="mt-1.5 text-xs text-muted-foreground">${t(c.hint)}</p>
          </div>
        </form>
      </main>
    </div>
  );
}
`;
