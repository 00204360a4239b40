// @vitest-environment happy-dom
import { MESSAGES, type MessagePart, partMarkup } from '@kiln/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProject } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { historyItem } from '../testing/builders';
import { AssistantMessage } from './assistant-message';
import { ChatContext, type ChatContextValue } from './chat-context';
import { BuildFailedPart } from './parts/build-failed-part';
import { CodeErrorPart } from './parts/code-error-part';
import { SecretsPart } from './parts/secrets-part';
import { TextPart } from './parts/text-part';
import { ThinkingPart } from './parts/thinking-part';
import { UserMessage } from './user-message';

afterEach(cleanup);

function chatContext(overrides: Partial<ChatContextValue> = {}): ChatContextValue {
  return {
    project: createTestProject(),
    isOwner: true,
    isPremium: true,
    isBusy: false,
    streamingMessageId: null,
    showSuggestions: false,
    suggestionsNeedPremium: false,
    models: [],
    migrationStatuses: {},
    denyingNudge: null,
    sendFixPrompt: vi.fn(),
    sendSuggestion: vi.fn(),
    denyNudge: vi.fn(),
    connectNudge: vi.fn(),
    openDiff: vi.fn(),
    applyMigration: vi.fn(),
    applyingMigration: null,
    ...overrides,
  };
}

function renderInChat(ui: ReactElement, context = chatContext()) {
  renderWithApp(<ChatContext value={context}>{ui}</ChatContext>);
  return context;
}

const markup = (...parts: MessagePart[]) => parts.map(partMarkup).join('');

describe('text', () => {
  it("hides its remainder behind 'Show more...' and 'Show less...'", async () => {
    renderWithApp(<TextPart content="The page is ready." hiddenContent="Files: App.tsx, Hero.tsx" />);
    expect(screen.queryByText('Files: App.tsx, Hero.tsx')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.SHOW_MORE_TEXT }));
    expect(await screen.findByText('Files: App.tsx, Hero.tsx')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.SHOW_LESS_TEXT }));
    expect(screen.queryByText('Files: App.tsx, Hero.tsx')).toBeNull();
  });

  it('masks long tokens', () => {
    renderWithApp(<TextPart content="Your key sk-live-abcdef0123456789ABCDEF is saved." />);
    expect(screen.getByText(/Your key sk-l•+ is saved\./)).toBeDefined();
  });
});

describe('thinking', () => {
  it("is open and titled 'AI Thinking in Progress...' while streaming, then collapses as 'AI Thinking Process'", () => {
    const { rerender } = renderWithApp(
      <ThinkingPart content="Planning the hero section" isComplete={false} />,
    );
    const inProgress = screen.getByRole('button', { name: MESSAGES.THINKING_IN_PROGRESS });
    expect(inProgress.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Planning the hero section')).toBeDefined();

    rerender(<ThinkingPart content="Planning the hero section" isComplete />);
    const done = screen.getByRole('button', { name: MESSAGES.THINKING_DONE });
    expect(done.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Planning the hero section')).toBeNull();
  });
});

describe('code_error', () => {
  it("is titled by its file, or 'Build Error' without one, and opens to the error", async () => {
    renderWithApp(
      <>
        <CodeErrorPart filename="src/App.tsx" content="Unexpected token (4:2)" />
        <CodeErrorPart content="esbuild failed" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'src/App.tsx' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.BUILD_ERROR }));
    expect(await screen.findByText('esbuild failed')).toBeDefined();
  });
});

describe('build_failed', () => {
  it('shows the alert and, for the owner, Fix Errors with its tooltip', async () => {
    const onFix = vi.fn();
    renderWithApp(<BuildFailedPart content="tsc: 2 errors" canFix isBusy={false} onFix={onFix} />);
    expect(screen.getByText(MESSAGES.CRITICAL_BUILD_ERROR)).toBeDefined();
    expect(screen.getByText(MESSAGES.BUILD_FAILED_TEXT)).toBeDefined();
    const fix = screen.getByRole('button', { name: MESSAGES.FIX_ERRORS });
    await userEvent.hover(fix);
    expect((await screen.findAllByText(MESSAGES.FIX_ERRORS_FREE)).length).toBeGreaterThan(0);
    await userEvent.click(fix);
    expect(onFix).toHaveBeenCalledOnce();
  });

  it('has no Fix Errors button for someone who is not the owner, and waits while a run is going', () => {
    renderWithApp(<BuildFailedPart content="x" canFix={false} isBusy={false} onFix={vi.fn()} />);
    expect(screen.queryByRole('button', { name: MESSAGES.FIX_ERRORS })).toBeNull();
    cleanup();
    renderWithApp(<BuildFailedPart content="x" canFix isBusy onFix={vi.fn()} />);
    expect(screen.getByRole('button', { name: MESSAGES.FIX_ERRORS })).toHaveProperty('disabled', true);
  });
});

describe('secrets', () => {
  it('lists the names the app needs, without the reserved ones', () => {
    renderWithApp(<SecretsPart names={['STRIPE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY']} />);
    expect(screen.getByText('STRIPE_SECRET_KEY')).toBeDefined();
    expect(screen.queryByText('SUPABASE_SERVICE_ROLE_KEY')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add value' })).toBeNull();
  });

  it('lets the owner give a value, then shows only its last four characters', async () => {
    const saved: unknown[] = [];
    const listed = [{ name: 'MAPBOX_TOKEN', last4: '9f2c', updatedAt: '2026-11-25T10:00:00.000Z' }];
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/api/web/secrets/list': () => jsonResponse(200, { success: true, data: listed }),
        '/api/web/secrets/set': (body) => {
          saved.push(body);
          return jsonResponse(200, {
            success: true,
            data: { name: 'STRIPE_SECRET_KEY', last4: '4242', updatedAt: '2026-11-25T10:01:00.000Z' },
          });
        },
      }),
    );
    try {
      renderWithApp(<SecretsPart names={['MAPBOX_TOKEN', 'STRIPE_SECRET_KEY']} ownedWebId="web1" />);
      expect(await screen.findByText('Saved, ending in 9f2c')).toBeDefined();
      await userEvent.click(screen.getByRole('button', { name: 'Add value' }));
      const input = screen.getByLabelText('Value for STRIPE_SECRET_KEY');
      expect(input.getAttribute('type')).toBe('password');
      await userEvent.type(input, 'sk_test_abcdefgh4242{Enter}');
      expect(await screen.findByText('Saved, ending in 4242')).toBeDefined();
      expect(saved).toEqual([{ webId: 'web1', name: 'STRIPE_SECRET_KEY', value: 'sk_test_abcdefgh4242' }]);
      expect(await screen.findByText(MESSAGES.SECRET_SAVED)).toBeDefined();
      expect(screen.queryByLabelText('Value for STRIPE_SECRET_KEY')).toBeNull();
      expect(document.body.textContent).not.toContain('sk_test_abcdefgh');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('an assistant message', () => {
  const content = markup(
    { type: 'thinking', content: 'Reading the page', complete: true },
    { type: 'text', content: 'I made the **hero** blue.' },
    { type: 'file_changes', files: [{ path: 'src/pages/Index.tsx', action: 'edit' }] },
    { type: 'suggestions', items: ['Add a footer'] },
    {
      type: 'migration',
      id: 'mig1',
      name: 'create_bookings',
      sql: 'create table bookings ();',
      status: 'pending',
    },
    { type: 'integration_nudge', subtype: 'supabase' },
    { type: 'build_failed', content: 'Type error in Hero.tsx' },
  );

  it('renders its parts by type and leaves file changes and suggestions out of the transcript', async () => {
    renderInChat(<AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest={false} />);
    expect(screen.getByRole('button', { name: MESSAGES.THINKING_DONE })).toBeDefined();
    // The Markdown parser arrives a moment after the message (it is a lazy chunk).
    expect((await screen.findByText('hero')).tagName).toBe('STRONG');
    expect(screen.queryByText('src/pages/Index.tsx')).toBeNull();
    expect(screen.queryByText('Add a footer')).toBeNull();
    expect(screen.getByText('create_bookings')).toBeDefined();
    expect(screen.getByText('Pending')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Suggested integration: Supabase' })).toBeDefined();
    expect(screen.getByText(MESSAGES.CRITICAL_BUILD_ERROR)).toBeDefined();
  });

  it('lets the owner approve a migration card, shows its outcome, and offers visitors nothing', async () => {
    const context = renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve and run' }));
    expect(context.applyMigration).toHaveBeenCalledWith('mig1');
    cleanup();

    renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest={false} />,
      chatContext({
        migrationStatuses: { mig1: { status: 'failed', error: 'relation "rooms" does not exist' } },
      }),
    );
    expect(screen.getByText('Failed')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('relation "rooms" does not exist');
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDefined();
    cleanup();

    renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest={false} />,
      chatContext({ isOwner: false }),
    );
    expect(screen.queryByRole('button', { name: 'Approve and run' })).toBeNull();
    cleanup();

    renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest={false} />,
      chatContext({ migrationStatuses: { mig1: { status: 'applied' } } }),
    );
    expect(screen.getByText('Applied')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Approve and run' })).toBeNull();
  });

  it('shows integration nudges to premium users only', () => {
    renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest />,
      chatContext({ isPremium: false }),
    );
    expect(screen.queryByRole('region', { name: /Suggested integration/ })).toBeNull();
  });

  it("offers Connect and 'Not Now' on the latest message's Supabase nudge", async () => {
    const context = renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest />,
    );
    const nudge = screen.getByRole('region', { name: 'Suggested integration: Supabase' });
    expect(nudge.querySelectorAll('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.NUDGE_NOT_NOW }));
    expect(context.denyNudge).toHaveBeenCalledWith('supabase', ['supabase']);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(context.connectNudge).toHaveBeenCalledWith('supabase', ['supabase']);
  });

  it("offers only 'Not Now' for an integration not built yet: nothing that would do nothing", () => {
    renderInChat(
      <AssistantMessage
        item={historyItem({
          role: 'assistant',
          content: markup({ type: 'integration_nudge', subtype: 'mapbox' }),
        })}
        isLatest
      />,
    );
    const nudge = screen.getByRole('region', { name: 'Suggested integration: Mapbox' });
    expect([...nudge.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      MESSAGES.NUDGE_NOT_NOW,
    ]);
  });

  it('sends the build error with Fix Errors', async () => {
    const context = renderInChat(
      <AssistantMessage item={historyItem({ role: 'assistant', content })} isLatest />,
    );
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.FIX_ERRORS }));
    expect(context.sendFixPrompt).toHaveBeenCalledWith('Type error in Hero.tsx');
  });

  it('shows the placeholder while the reply has not started', () => {
    renderInChat(
      <AssistantMessage
        item={historyItem({ _id: 'a1', role: 'assistant', content: 'Generating web...' })}
        isLatest
      />,
      chatContext({ streamingMessageId: 'a1', isBusy: true }),
    );
    expect(screen.getByText('Generating web...')).toBeDefined();
  });
});

describe('a user message', () => {
  it('shows a fix request as a compact bubble', async () => {
    renderWithApp(
      <UserMessage
        item={historyItem({
          role: 'user',
          content: `${MESSAGES.FIX_ERRORS}\n\n❌❌❌src/App.tsx: Unexpected token\n  at line 4`,
        })}
      />,
    );
    const bubble = screen.getByRole('button', { name: /Fix request/ });
    expect(bubble.textContent).toContain('src/App.tsx: Unexpected token');
    expect(screen.queryByText(/at line 4/)).toBeNull();
    await userEvent.click(bubble);
    expect(await screen.findByText(/at line 4/)).toBeDefined();
  });

  it('shows attachments, images opening a gallery that arrow keys move through and Escape closes', async () => {
    const attachment = (name: string, contentType: string) => ({
      _id: name,
      name,
      contentType,
      url: `/uploads/${name}`,
    });
    renderWithApp(
      <UserMessage
        item={historyItem({
          role: 'user',
          content: 'Use these',
          experimental_attachments: [
            attachment('one.png', 'image/png'),
            attachment('two.jpg', 'image/jpeg'),
            attachment('brief.pdf', 'application/pdf'),
          ],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open brief.pdf in a new tab' }).getAttribute('target')).toBe(
      '_blank',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open image one.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('one.png');
    expect(dialog.textContent).toContain('1 of 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog').textContent).toContain('two.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog').textContent).toContain('one.png');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog').textContent).toContain('two.jpg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
