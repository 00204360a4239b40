// @vitest-environment happy-dom
import { type HistoryItem, partMarkup, thinkingEnd, thinkingStart } from '@kiln/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatKeys } from '@/features/chat';
import { GenerationPanes } from './generation-panes';

function message(role: HistoryItem['role'], content: string, id = `${role}-1`): HistoryItem {
  return {
    _id: id,
    role,
    content,
    experimental_attachments: [],
    model: null,
    commitHash: null,
    commitMessage: null,
    createdAt: '2025-11-21T10:00:00.000Z',
  };
}

afterEach(cleanup);

function renderPanes(history: HistoryItem[] | undefined) {
  const client = new QueryClient();
  if (history) client.setQueryData(chatKeys.history('p1'), history);
  render(
    <QueryClientProvider client={client}>
      <GenerationPanes projectId="p1" />
    </QueryClientProvider>,
  );
  const setHistory = (items: HistoryItem[]) =>
    act(() => {
      client.setQueryData(chatKeys.history('p1'), items);
    });
  return { setHistory };
}

const thinkingPane = () => screen.getByRole('region', { name: 'Thinking' });
const refiningPane = () => screen.getByRole('region', { name: 'Refining' });

describe('the Thinking and Refining panes', () => {
  it('wait for the reply: nothing thought yet, and Updating...', () => {
    renderPanes([message('user', 'make it blue'), message('assistant', 'Generating web...')]);
    expect(thinkingPane().textContent).toContain('Reading your request…');
    expect(within(refiningPane()).getByTestId('refining-file').textContent).toBe('Updating...');
  });

  it('follow the streamed thinking as chunks land in the chat cache, then the file being fixed', () => {
    const user = message('user', 'make it blue');
    const { setHistory } = renderPanes([user]);
    setHistory([user, message('assistant', `${thinkingStart()}Reading the palette`)]);
    expect(screen.getByTestId('thinking-pane').textContent).toBe('Reading the palette');
    setHistory([
      user,
      message(
        'assistant',
        `${thinkingStart()}Reading the palette, then the theme tokens${thinkingEnd()}${partMarkup({
          type: 'code_error',
          filename: 'src/index.css',
          content: 'Unknown word',
        })}`,
      ),
    ]);
    expect(screen.getByTestId('thinking-pane').textContent).toBe(
      'Reading the palette, then the theme tokens',
    );
    const file = screen.getByTestId('refining-file');
    expect(file.textContent).toBe('src/index.css');
    expect(file.getAttribute('title')).toBe('src/index.css');
  });

  it('keep the streaming thought out of the overlay’s live announcements', () => {
    renderPanes(undefined);
    expect(thinkingPane().getAttribute('aria-live')).toBe('off');
  });
});
