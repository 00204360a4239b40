// @vitest-environment happy-dom
import { type HistoryItem, MESSAGES } from '@kiln/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/features/projects';
import { createTestProject, createTestUser } from '@/test/builders';
import { createFakeSocket } from '@/test/fake-socket';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { resetChatSessions } from '../chat-session';
import { historyItem, SONNET_MODEL } from '../testing/builders';
import { mockListLayout } from '../testing/layout';
import { ChatPanel } from './chat-panel';

vi.mock('@/features/workspace', () => ({
  useWorkspaceChatBridge: () => ({ openDiff: vi.fn(), showTab: vi.fn() }),
  useFixErrorHandler: () => {},
}));

const history: HistoryItem[] = [
  historyItem({ _id: 'u1', role: 'user', content: 'A landing page for Ember Coffee' }),
  historyItem({ _id: 'a1', role: 'assistant', content: 'Your landing page is ready.', commitHash: 'c1' }),
];

beforeEach(() => {
  mockListLayout();
  resetChatSessions();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      routeFetch({
        '/api/web/chat/history': () => jsonResponse(200, { success: true, data: history }),
        '/api/models/list': () => jsonResponse(200, { success: true, data: [SONNET_MODEL] }),
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 22 §2: staff see a project's chat (seed 002 §6), but only its owner sends.
describe('the chat panel as internal staff on a project they do not own', () => {
  it('shows the conversation and says the chat is read-only, with no box to type in', async () => {
    const project = createTestProject({ isOwner: false, email: null });
    const user = createTestUser({ email: 'ops@kiln.dev', isStaff: true, isPremium: true });
    const { queryClient } = renderWithApp(
      <ChatPanel
        project={project}
        socket={createFakeSocket().socket}
        listRect={{ width: 420, height: 800 }}
      />,
      { user },
    );
    queryClient.setQueryData(projectKeys.detail(project._id, project.platform), project);

    expect(await screen.findByText('Your landing page is ready.')).toBeDefined();
    const note = screen.getByRole('complementary', { name: 'Read-only chat' });
    expect(note.textContent).toBe(`Read-only. ${MESSAGES.STAFF_CHAT_READ_ONLY}`);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Message composer' })).toBeNull();
  });
});
