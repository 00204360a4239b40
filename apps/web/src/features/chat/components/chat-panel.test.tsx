// @vitest-environment happy-dom
import {
  type HistoryItem,
  MESSAGES,
  MOBILE_RESPONSIVE_GUIDELINES,
  type ModelInfo,
  type Project,
  partMarkup,
  thinkingEnd,
  thinkingStart,
} from '@kiln/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/features/projects';
import { createTestProject, createTestUser } from '@/test/builders';
import { createFakeSocket } from '@/test/fake-socket';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { chatKeys } from '../api';
import { resetChatSessions } from '../chat-session';
import { historyItem, OFFLINE_MODEL, SONNET_MODEL } from '../testing/builders';
import { mockListLayout } from '../testing/layout';
import { ChatPanel } from './chat-panel';

// The workspace's chat bridge, as the workspace page provides it: what the chat asked for is recorded.
const bridge = vi.hoisted(() => ({
  openDiff: vi.fn(),
  showTab: vi.fn(),
  fixHandler: null as ((errorText: string) => void) | null,
}));
vi.mock('@/features/workspace', () => ({
  useWorkspaceChatBridge: () => bridge,
  useFixErrorHandler: (handler: (errorText: string) => void) => {
    bridge.fixHandler = handler;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
let history: HistoryItem[] = [];
let models: ModelInfo[] = [SONNET_MODEL, OFFLINE_MODEL];
const sent: unknown[] = [];
let sendResponse: () => Response = () =>
  jsonResponse(200, {
    success: true,
    data: { lastMessageId: 'a2' },
    subscription: { editsInfo: { used: 1, allowed: 100 } },
  });

function calls(path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://kiln.test').pathname === path,
  );
}

beforeEach(() => {
  bridge.openDiff.mockReset();
  bridge.showTab.mockReset();
  bridge.fixHandler = null;
  mockListLayout();
  resetChatSessions();
  localStorage.clear();
  sent.length = 0;
  models = [SONNET_MODEL, OFFLINE_MODEL];
  history = [
    historyItem({ _id: 'u1', role: 'user', content: 'A landing page for Ember Coffee' }),
    historyItem({
      _id: 'a1',
      role: 'assistant',
      content: `${thinkingStart()}Planning the sections${thinkingEnd()}Your landing page is ready.`,
      commitHash: 'c1',
      commitMessage: 'Create the landing page',
    }),
  ];
  fetchMock.mockImplementation(
    routeFetch({
      '/api/web/chat/history': () => jsonResponse(200, { success: true, data: history }),
      '/api/models/list': () => jsonResponse(200, { success: true, data: models }),
      '/api/suggestions/get': () =>
        jsonResponse(200, {
          success: true,
          data: { suggestions: [{ _id: 's1', text: 'Add a menu section' }] },
        }),
      '/api/web/chat/messages': (body) => {
        sent.push(body);
        return sendResponse();
      },
      '/users/acknowledge-errors': () => jsonResponse(200, { success: true }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sendResponse = () =>
    jsonResponse(200, {
      success: true,
      data: { lastMessageId: 'a2' },
      subscription: { editsInfo: { used: 1, allowed: 100 } },
    });
});

function renderPanel({ project = createTestProject(), user = createTestUser({ isPremium: true }) } = {}) {
  const fake = createFakeSocket();
  const utils = renderWithApp(
    <ChatPanel project={project} socket={fake.socket} listRect={{ width: 420, height: 800 }} />,
    { user },
  );
  utils.queryClient.setQueryData(projectKeys.detail(project._id, project.platform), project);
  return { ...utils, ...fake, project };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('the chat panel', () => {
  it('shows a skeleton, then the conversation in a polite log', async () => {
    renderPanel();
    expect(screen.getByTestId('chat-skeleton')).toBeDefined();
    expect(await screen.findByText('A landing page for Ember Coffee')).toBeDefined();
    expect(screen.getByText('Your landing page is ready.')).toBeDefined();
    expect(screen.getByRole('button', { name: MESSAGES.THINKING_DONE })).toBeDefined();
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('streams chunks into the assistant message, the first replacing the placeholder', async () => {
    history = [
      historyItem({ _id: 'u1', role: 'user', content: 'A landing page' }),
      historyItem({ _id: 'a1', role: 'assistant', content: 'Generating web...' }),
    ];
    const { emit, queryClient } = renderPanel({ project: createTestProject({ phase: 'RUN_LLM_EDIT' }) });
    expect(await screen.findByText('Generating web...')).toBeDefined();

    emit('chat:update', { lastAssistantMessageId: 'a1', chunk: thinkingStart() });
    expect(await screen.findByRole('button', { name: MESSAGES.THINKING_IN_PROGRESS })).toBeDefined();
    expect(screen.queryByText('Generating web...')).toBeNull();
    emit('chat:update', { lastAssistantMessageId: 'a1', chunk: `Choosing colours${thinkingEnd()}` });
    emit('chat:update', { lastAssistantMessageId: 'a1', chunk: '\u001b[32mHere is\u001b[39m your page' });
    emit('chat:update', {
      lastAssistantMessageId: 'a1',
      chunk: '\u001b[33mwarn\u001b[39m deprecated option',
    });

    expect(await screen.findByText('Here is your page')).toBeDefined();
    const cached = queryClient.getQueryData<HistoryItem[]>(chatKeys.history('p1'));
    expect(cached?.[1]?.content).toBe(`${thinkingStart()}Choosing colours${thinkingEnd()}Here is your page`);
  });

  it('reloads the history when the run completes', async () => {
    const { emit } = renderPanel({ project: createTestProject({ phase: 'RUN_LLM_EDIT' }) });
    await screen.findByText('Your landing page is ready.');
    const before = calls('/api/web/chat/history').length;
    history = [...history, historyItem({ _id: 'a9', role: 'assistant', content: 'All done' })];
    emit('project:status', { step: 'BUILD_PROJECT' });
    expect(calls('/api/web/chat/history').length).toBe(before);
    emit('project:status', { step: 'COMPLETE' });
    expect(await screen.findByText('All done')).toBeDefined();
    expect(calls('/api/web/chat/history').length).toBe(before + 1);
  });

  it('reads the history again after the socket reconnects', async () => {
    const { reconnect } = renderPanel();
    await screen.findByText('Your landing page is ready.');
    const before = calls('/api/web/chat/history').length;
    history = [
      ...history,
      historyItem({ _id: 'a9', role: 'assistant', content: 'Sent while you were away' }),
    ];
    reconnect();
    expect(await screen.findByText('Sent while you were away')).toBeDefined();
    expect(calls('/api/web/chat/history').length).toBe(before + 1);
  });

  it('sends with Enter: the message and a placeholder appear, the reply streams into it', async () => {
    const { emit, queryClient } = renderPanel();
    await screen.findByText('Your landing page is ready.');
    expect(sendButton()).toHaveProperty('disabled', true);

    await userEvent.type(composer(), 'make it blue{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      webId: 'p1',
      messages: [{ role: 'user', content: 'make it blue' }],
      mode: 'build',
    });
    expect(composer()).toHaveProperty('value', '');
    expect(await screen.findByText('make it blue')).toBeDefined();
    // The run started: the phase moved on, so sending waits.
    await waitFor(() =>
      expect(queryClient.getQueryData<Project>(projectKeys.detail('p1', 'web'))?.phase).toBe('RUN_LLM_EDIT'),
    );
    expect(bridge.showTab).toHaveBeenCalledWith('code');

    emit('chat:update', { lastAssistantMessageId: 'a2', chunk: 'Blue it is.' });
    expect(await screen.findByText('Blue it is.')).toBeDefined();
    const items = queryClient.getQueryData<HistoryItem[]>(chatKeys.history('p1')) ?? [];
    expect(items.map((item) => item._id).at(-1)).toBe('a2');
    expect(items.filter((item) => item.role === 'assistant')).toHaveLength(2);
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    renderPanel();
    await screen.findByText('Your landing page is ready.');
    await userEvent.type(composer(), 'first{Shift>}{Enter}{/Shift}second');
    expect(composer()).toHaveProperty('value', 'first\nsecond');
    expect(sent).toHaveLength(0);
  });

  it('sends a request marked mobile-responsive with the guidelines, and shows only the request', async () => {
    renderPanel();
    await screen.findByText('Your landing page is ready.');
    const toggle = screen.getByRole('button', { name: 'Mobile-responsive' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await userEvent.type(composer(), 'make the menu bigger{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      messages: [{ role: 'user', content: `make the menu bigger\n\n${MOBILE_RESPONSIVE_GUIDELINES}` }],
      mode: 'build',
    });
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(await within(log).findByText('make the menu bigger')).toBeDefined();
    expect(within(log).queryByText(/Mobile responsiveness guidelines/)).toBeNull();
    // The mark stays for the next request until switched off; chat mode has nothing to mark.
    expect(screen.getByRole('button', { name: 'Mobile-responsive' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(screen.queryByRole('button', { name: 'Mobile-responsive' })).toBeNull();
  });

  it('gives the text back, removes the placeholder and says why when the send fails', async () => {
    sendResponse = () => jsonResponse(500, { success: false, code: 'internal', message: 'boom' });
    const { queryClient } = renderPanel();
    await screen.findByText('Your landing page is ready.');
    await userEvent.type(composer(), 'make it blue{Enter}');
    expect(await screen.findByText(MESSAGES.SEND_MESSAGE_FAILED)).toBeDefined();
    expect(composer()).toHaveProperty('value', 'make it blue');
    const items = queryClient.getQueryData<HistoryItem[]>(chatKeys.history('p1')) ?? [];
    expect(items.map((item) => item._id)).toEqual(['u1', 'a1']);
    expect(queryClient.getQueryData<Project>(projectKeys.detail('p1', 'web'))?.phase).toBe('COMPLETE');
    expect(bridge.showTab).toHaveBeenLastCalledWith('preview');
  });

  it("shows the server's message for a refused send (a run in progress)", async () => {
    sendResponse = () =>
      jsonResponse(409, { success: false, code: 'conflict', message: MESSAGES.GENERATION_RUNNING });
    renderPanel();
    await screen.findByText('Your landing page is ready.');
    await userEvent.type(composer(), 'make it blue{Enter}');
    expect(await screen.findByText(MESSAGES.GENERATION_RUNNING)).toBeDefined();
    expect(composer()).toHaveProperty('value', 'make it blue');
  });

  it('opens the upgrade dialog at the plan’s edits limit', async () => {
    sendResponse = () =>
      jsonResponse(402, {
        type: 'SUBSCRIPTION_LIMIT',
        success: false,
        code: 'payment_required',
        message: 'You have used all 5 edits of your plan this month.',
        limits: { editsUsed: 5, editsAllowed: 5, resetsAt: null },
        upgrade: { url: '/pricing', plan: 'premium' },
      });
    renderPanel();
    await screen.findByText('Your landing page is ready.');
    await userEvent.type(composer(), 'make it blue{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeDefined();
  });

  it('shows Stop in place of Send while a run is in progress, and Enter does not send', async () => {
    renderPanel({ project: createTestProject({ phase: 'RUN_LLM_EDIT' }) });
    await screen.findByText('Your landing page is ready.');
    await userEvent.type(composer(), 'make it blue{Enter}');
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends in chat mode with the chosen model', async () => {
    renderPanel();
    await screen.findByText('Your landing page is ready.');
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Model: sonnet-4' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Kiln offline/ }));
    await userEvent.type(composer(), 'what does the hero say?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ mode: 'chat', model: 'kiln-offline' });
    expect(await screen.findByText('thinking...')).toBeDefined();
  });

  it('explains the offline model when it is the only one', async () => {
    models = [{ ...OFFLINE_MODEL, isDefault: true }];
    renderPanel();
    expect(await screen.findByRole('complementary', { name: 'About the offline model' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add a real model' }));
    expect(await screen.findByText('ANTHROPIC_API_KEY')).toBeDefined();
    expect(screen.getByText('OPENAI_BASE_URL')).toBeDefined();
    expect(screen.getByText('KILN_MODEL')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    const note = screen.getByRole('complementary', { name: 'About the offline model' });
    await userEvent.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'About the offline model' })).toBeNull();
  });
});

describe('edits, suggestions and errors in the transcript', () => {
  it('numbers the edits between assistant messages whose commits differ', async () => {
    history = [
      ...history,
      historyItem({ _id: 'u2', role: 'user', content: 'make it blue' }),
      historyItem({
        _id: 'a2',
        role: 'assistant',
        content: 'Done.',
        commitHash: 'c2',
        commitMessage: 'Make it blue',
      }),
    ];
    renderPanel();
    const entry = await screen.findByRole('button', { name: /Edit #1 • Make it blue/ });
    expect(within(entry).getByText(MESSAGES.VIEW_CODE_CHANGES_HINT)).toBeDefined();
    await userEvent.click(entry);
    expect(bridge.openDiff).toHaveBeenCalledWith({ previousCommit: 'c1', currentCommit: 'c2' });
  });

  it("sends the fix prompt when the preview's 'Fix Automatically' asks", async () => {
    renderPanel({ user: createTestUser({ isPremium: true, hasUserAcknowledgedErrors: true }) });
    await screen.findByText('Your landing page is ready.');
    bridge.fixHandler?.("TypeError: Cannot read properties of undefined (reading 'map')");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      messages: [
        {
          role: 'user',
          content:
            "Fix this error, think step by step.\n\n❌❌❌TypeError: Cannot read properties of undefined (reading 'map')",
        },
      ],
      mode: 'build',
    });
  });

  it('offers suggestion chips to a premium owner in build mode, and a click sends one', async () => {
    renderPanel();
    const chip = await screen.findByRole('button', { name: 'Add a menu section' });
    await userEvent.click(chip);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      messages: [{ role: 'user', content: 'Add a menu section' }],
      mode: 'build',
    });
  });

  it('tells a free owner suggestions are premium where they would be, and hides them in chat mode', async () => {
    renderPanel({ user: createTestUser({ isPremium: false }) });
    await screen.findByText('Your landing page is ready.');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    expect(screen.getByText('You need to upgrade to premium to use suggestions.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: /upgrade|premium|plan/i })).toBeTruthy();
    cleanup();
    renderPanel();
    await screen.findByRole('button', { name: 'Add a menu section' });
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(screen.queryByRole('button', { name: 'Add a menu section' })).toBeNull();
  });

  it('shows the one-time hiccup dialog after a failed build, and Dismiss acknowledges it', async () => {
    history = [
      ...history,
      historyItem({
        _id: 'a3',
        role: 'assistant',
        content: `The build failed.${partMarkup({ type: 'build_failed', content: 'src/App.tsx: Unexpected token' })}`,
      }),
    ];
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.AI_HICCUP_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.DISMISS }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls('/users/acknowledge-errors')).toHaveLength(1));
  });

  it('sends the fix prompt with the marker and the error from Fix Errors', async () => {
    history = [
      ...history,
      historyItem({
        _id: 'a3',
        role: 'assistant',
        content: partMarkup({ type: 'build_failed', content: 'src/App.tsx: Unexpected token' }),
      }),
    ];
    renderPanel({ user: createTestUser({ isPremium: true, hasUserAcknowledgedErrors: true }) });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.FIX_ERRORS }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      messages: [
        {
          role: 'user',
          content: 'Fix this error, think step by step.\n\n❌❌❌src/App.tsx: Unexpected token',
        },
      ],
      mode: 'build',
    });
    expect(await screen.findByRole('button', { name: /Fix request/ })).toBeDefined();
  });

  it('tells a free user that fixing errors needs premium', async () => {
    history = [
      ...history,
      historyItem({
        _id: 'a3',
        role: 'assistant',
        content: partMarkup({ type: 'build_failed', content: 'x' }),
      }),
    ];
    renderPanel({ user: createTestUser({ isPremium: false, hasUserAcknowledgedErrors: true }) });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.FIX_ERRORS }));
    expect(await screen.findByText(MESSAGES.PREMIUM_FIX_ERRORS)).toBeDefined();
    expect(sent).toHaveLength(0);
  });
});
