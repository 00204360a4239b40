import { attr, lit } from '../shared/ts-literal';
import { named, SECTION_COPY } from './section-copy';
import { esc, heading, type Section, type SectionContext, section } from './types';

/**
 * Sections that use the app's AI features (issue 16 §4): Kiln answers `POST /api/kiln/ai/*` on the
 * app's own address with its model, so the app holds no key. The answer streams as plain text; the
 * `x-kiln-ai-model` header says which model answered (Kiln's offline model when none is set up).
 */

const KILN_AI_PATH = 'src/lib/kiln-ai.ts';

const KILN_AI = `/**
 * Kiln's AI features, served on this app's own address (no API key in the app). The owner turns
 * each one on under AI Integrations. Answers stream as plain text.
 */
export type AiFeature = 'chat' | 'generate' | 'summarize';

/** The AI did not answer. \`isUnavailable\`: it is off for this app, or this address does not serve it. */
export class AiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'AiError';
    this.status = status;
  }

  get isUnavailable(): boolean {
    return this.status === 403 || this.status === 404 || this.status === 405;
  }
}

export type AiAnswer = {
  /** Which model answered, e.g. "Kiln's offline model (...)". */
  model: string;
  isOffline: boolean;
};

export async function askAi(
  feature: AiFeature,
  body: unknown,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<AiAnswer> {
  const response = await fetch(\`/api/kiln/ai/\${feature}\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const error = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new AiError(error?.message ?? 'The AI could not answer. Please try again.', response.status);
  }
  // A static host answers any path with the app's own page: no model there.
  if (!response.headers.has('x-kiln-ai-model')) {
    throw new AiError('This address does not serve Kiln AI.', 404);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onText(decoder.decode(value, { stream: true }));
  }
  return {
    model: response.headers.get('x-kiln-ai-model') ?? 'AI',
    isOffline: response.headers.get('x-kiln-ai-offline') === 'true',
  };
}
`;

/** `src/lib/kiln-ai.ts`: `askAi` and `AiError`, shared by the AI sections and the chat recipe. */
export const kilnAiFile = { path: KILN_AI_PATH, content: KILN_AI };

export function aiSummarySection({ name, language = 'en' }: SectionContext): Section {
  const kind = 'ai-summary';
  const { ai: t } = SECTION_COPY[language];
  const sample = named(t.sample, name);
  const content = `import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { askAi } from '@/lib/kiln-ai';

const SAMPLE = ${lit(sample)};

export function AiSummarySection() {
  const [text, setText] = useState(SAMPLE);
  const [summary, setSummary] = useState('');
  const [model, setModel] = useState('');
  const [error, setError] = useState('');
  const [isLoading, setIsLoading] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsLoading(true);
    setError('');
    setSummary('');
    setModel('');
    try {
      const answer = await askAi('summarize', { text }, (chunk) => setSummary((current) => current + chunk));
      setModel(answer.model);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : ${lit(t.couldNotAnswer)});
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <section id="${kind}" aria-labelledby="${kind}-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        ${heading({ id: kind, eyebrow: t.eyebrow, title: t.summaryTitle, text: t.summaryText }).replace(/\n {8}/g, '\n        ')}
        <Card className="mt-10">
          <CardContent>
            <form onSubmit={handleSubmit} className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="${kind}-text">${esc(t.textLabel)}</Label>
                <Textarea
                  id="${kind}-text"
                  rows={6}
                  required
                  maxLength={20000}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="sm:justify-self-start" disabled={isLoading || !text.trim()}>
                {isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
                {isLoading ? ${lit(t.summarising)} : ${lit(t.summaryTitle)}}
              </Button>
            </form>
            {error ? (
              <p role="alert" className="mt-4 rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {summary ? (
              <div aria-live="polite" className="mt-6 rounded-lg bg-muted p-4">
                <h3 className="text-sm font-semibold">${esc(t.summary)}</h3>
                <p className="mt-2 text-pretty">{summary}</p>
                {model ? <p className="mt-3 text-xs text-muted-foreground">{${lit(t.answeredBy)}.replace('{model}', () => model)}</p> : null}
              </div>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
`;
  return section(kind, content, [kilnAiFile]);
}

export function aiChatSection({ name, language = 'en' }: SectionContext): Section {
  const kind = 'ai-chat';
  const { ai: t } = SECTION_COPY[language];
  const content = `import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { askAi } from '@/lib/kiln-ai';

type Message = { role: 'user' | 'assistant'; content: string };

export function AiChatSection() {
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [model, setModel] = useState('');
  const [error, setError] = useState('');
  const [isLoading, setIsLoading] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || isLoading) return;
    // The last ten messages travel with each question, the visitor's last.
    const history: Message[] = [...messages, { role: 'user' as const, content }].slice(-10);
    setMessages([...history, { role: 'assistant', content: '' }]);
    setDraft('');
    setError('');
    setIsLoading(true);
    try {
      const answer = await askAi('chat', { messages: history${language === 'en' ? '' : `, language: ${lit(language)}`} }, (chunk) =>
        setMessages((current) => {
          const last = current[current.length - 1];
          return last ? [...current.slice(0, -1), { ...last, content: last.content + chunk }] : current;
        }),
      );
      setModel(answer.model);
    } catch (caught) {
      setMessages(history);
      setError(caught instanceof Error ? caught.message : ${lit(t.couldNotAnswer)});
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <section id="${kind}" aria-labelledby="${kind}-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        ${heading({ id: kind, eyebrow: t.eyebrow, title: named(t.askTitle, name), text: t.askText }).replace(/\n {8}/g, '\n        ')}
        <Card className="mt-10">
          <CardContent className="grid gap-4">
            <ol aria-label=${attr(t.conversation)} aria-live="polite" className="grid max-h-96 gap-3 overflow-y-auto">
              {messages.length === 0 ? (
                <li className="text-sm text-muted-foreground">${esc(t.askEmpty)}</li>
              ) : null}
              {messages.map((message, index) => (
                <li
                  key={index}
                  className={
                    message.role === 'user'
                      ? 'justify-self-end rounded-2xl bg-primary px-4 py-2 text-primary-foreground'
                      : 'justify-self-start rounded-2xl bg-muted px-4 py-2'
                  }
                >
                  {message.content || <Loader2 className="size-4 animate-spin" aria-label=${attr(t.thinking)} />}
                </li>
              ))}
            </ol>
            {error ? (
              <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <form onSubmit={handleSubmit} className="flex gap-2">
              <Input
                aria-label=${attr(t.messageLabel)}
                placeholder=${attr(t.messagePlaceholder)}
                maxLength={4000}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit" disabled={isLoading || !draft.trim()}>
                {isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
                ${esc(t.send)}
              </Button>
            </form>
            {model ? <p className="text-xs text-muted-foreground">{${lit(t.answeredBy)}.replace('{model}', () => model)}</p> : null}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
`;
  return section(kind, content, [kilnAiFile]);
}
