/** The chat app's conversations, kept in localStorage, its conversation list and its message bubble. */

import { type ChatCopy, tpl } from './chat-copy';
import { storedListContext } from './shared/stored-list';
import { lit, jsxText as t } from './shared/ts-literal';

export const CHAT_CONTEXT = storedListContext({
  name: 'Conversations',
  item: 'Conversation',
  itemType: `export type Message = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Who answered: the model's name, from Kiln. */
  by?: string;
  /** A scripted demo reply, not an AI's. */
  isDemo?: boolean;
  isStopped?: boolean;
};

/** An empty title shows as "New chat" until the first message names it. */
export type Conversation = { id: string; title: string; messages: Message[]; updatedAt: number };`,
  list: 'conversations',
  storageKey: 'chat-conversations',
  actions: [
    {
      name: 'create',
      type: '() => string',
      code: `() => {
        const id = newId();
        setList((current) => [{ id, title: '', messages: [], updatedAt: Date.now() }, ...current]);
        return id;
      }`,
    },
    {
      name: 'rename',
      type: '(id: string, title: string) => void',
      code: '(id, title) =>\n        setList((current) => current.map((item) => (item.id === id ? { ...item, title: title.trim().slice(0, 80) } : item)))',
    },
    {
      name: 'setMessages',
      type: '(id: string, messages: Message[]) => void',
      code: `(id, messages) =>
        setList((current) =>
          current.map((item) => {
            if (item.id !== id) return item;
            const first = messages.find((message) => message.role === 'user')?.content ?? '';
            const title = item.title || first.replace(/\\s+/g, ' ').trim().slice(0, 48);
            return { ...item, title, messages, updatedAt: Date.now() };
          }),
        )`,
    },
    {
      name: 'remove',
      type: '(id: string) => void',
      code: '(id) => setList((current) => current.filter((item) => item.id !== id))',
    },
  ],
});

export const CONVERSATION_LIST = (
  c: ChatCopy,
) => `import { MessageSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Conversation, useConversations } from '@/components/chat/conversations-context';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export function titleOf(conversation: Conversation | null | undefined): string {
  return conversation?.title || ${lit(c.newChat)};
}

/** New chat, then every conversation, newest first, each with rename and delete. */
export function ConversationList({
  selectedId,
  onSelect,
  onCreate,
}: {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onCreate: () => void;
}) {
  const { conversations, rename, remove } = useConversations();
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [name, setName] = useState('');
  const sorted = [...conversations].sort((a, b) => b.updatedAt - a.updatedAt);

  function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (renaming && name.trim()) rename(renaming.id, name);
    setRenaming(null);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <Button onClick={onCreate} className="justify-start">
        <Plus aria-hidden="true" />
        ${t(c.newChat)}
      </Button>
      <nav aria-label={${lit(c.conversations)}} className="min-h-0 flex-1 overflow-y-auto">
        {sorted.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">${t(c.noConversations)}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {sorted.map((conversation) => {
              const isCurrent = conversation.id === selectedId;
              return (
                <li key={conversation.id} className={cn('group flex items-center gap-1 rounded-lg', isCurrent ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60')}>
                  <button
                    type="button"
                    onClick={() => onSelect(conversation.id)}
                    aria-current={isCurrent ? 'page' : undefined}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
                    <span className={cn('truncate', isCurrent && 'font-medium')}>{titleOf(conversation)}</span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={${tpl(c.renameLabel, { title: 'titleOf(conversation)' })}}
                    onClick={() => {
                      setName(titleOf(conversation));
                      setRenaming(conversation);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={${tpl(c.deleteLabel, { title: 'titleOf(conversation)' })}} onClick={() => setDeleting(conversation)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent>
          <form onSubmit={saveName} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>${t(c.renameTitle)}</DialogTitle>
              <DialogDescription>${t(c.renameText)}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="conversation-name">${t(c.name)}</Label>
              <Input id="conversation-name" value={name} maxLength={80} required onChange={(event) => setName(event.target.value)} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                ${t(c.cancel)}
              </Button>
              <Button type="submit">${t(c.save)}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>${t(c.deleteTitle)}</DialogTitle>
            <DialogDescription>{${tpl(c.deleteText, { title: 'titleOf(deleting)' })}}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              ${t(c.cancel)}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (deleting) remove(deleting.id);
                if (deleting?.id === selectedId) onSelect(null);
                setDeleting(null);
              }}
            >
              ${t(c.deleteConfirm)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
`;

export const MESSAGE_BUBBLE = (c: ChatCopy) => `import { Check, Copy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { Message } from '@/components/chat/conversations-context';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';

/** One message: the visitor's on the right, the answer on the left with who gave it and a copy button. */
export function MessageBubble({ message, botName, isWriting }: { message: Message; botName: string; isWriting: boolean }) {
  const [isCopied, setIsCopied] = useState(false);
  const isUser = message.role === 'user';

  async function copy() {
    try {
      await navigator.clipboard.writeText(message.content);
      setIsCopied(true);
      window.setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast.error(${lit(c.copyFailed)});
    }
  }

  const source = message.isDemo ? ${lit(c.demoReply)} : message.by;
  return (
    <li className={cn('flex flex-col gap-1', isUser ? 'items-end' : 'items-start')}>
      <span className="px-1 text-xs font-medium text-muted-foreground">{isUser ? ${lit(c.you)} : botName}</span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          isUser ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        {message.content || (isWriting ? <Loader2 className="size-4 animate-spin" aria-label={${tpl(c.writing, { name: 'botName' })}} /> : null)}
      </div>
      {message.content && !isWriting ? (
        <div className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
          {!isUser && source ? <span>{source}</span> : null}
          {message.isStopped ? <span>{source ? ${lit(`· ${c.stopped}`)} : ${lit(c.stopped)}}</span> : null}
          <Button variant="ghost" size="icon" className="size-7" aria-label={isCopied ? ${lit(c.copied)} : ${lit(c.copy)}} onClick={copy}>
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
`;

/** The thread's header: the phone's conversations button, the title, who answered; the demo notice under it. */
export const CHAT_HEADER = (c: ChatCopy) => `import { Info, PanelLeft } from 'lucide-react';
import type { Message } from '@/components/chat/conversations-context';
import { Button } from '@/components/ui/button';

const DEMO_NOTICE = ${lit(c.demoNotice)};

export function ChatHeader({ title, lastReply, onOpenMenu }: { title: string; lastReply: Message | undefined; onOpenMenu: () => void }) {
  return (
    <>
      <header className="flex h-14 shrink-0 items-center gap-2 border-b px-3 sm:px-4">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={${lit(c.openConversations)}} onClick={onOpenMenu}>
          <PanelLeft aria-hidden="true" />
        </Button>
        <h1 className="min-w-0 flex-1 truncate font-semibold">{title}</h1>
        {lastReply?.isDemo ? (
          <p className="shrink-0 rounded-full border px-2.5 py-1 text-xs text-muted-foreground">${t(c.demoReplies)}</p>
        ) : lastReply?.by ? (
          <p className="max-w-[50%] truncate rounded-full border px-2.5 py-1 text-xs text-muted-foreground">
            <span className="sr-only sm:not-sr-only">${t(c.answeredBy)} </span>
            {lastReply.by}
          </p>
        ) : null}
      </header>
      {lastReply?.isDemo ? (
        <p role="note" className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm text-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {DEMO_NOTICE}
        </p>
      ) : null}
    </>
  );
}
`;
