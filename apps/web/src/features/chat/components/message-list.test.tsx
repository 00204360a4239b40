// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { historyItem } from '../testing/builders';
import { mockListLayout } from '../testing/layout';
import { buildTranscript } from '../transcript';
import { MessageList } from './message-list';

const VIEWPORT = { width: 420, height: 800 };
const ROW_HEIGHT = 96;

beforeEach(() => mockListLayout({ ...VIEWPORT, rowHeight: ROW_HEIGHT }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function conversation(count: number) {
  return Array.from({ length: count }, (_, index) =>
    historyItem({
      _id: `m${index}`,
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `Message number ${index}`,
    }),
  );
}

describe('the message list', () => {
  it('keeps only a window of 5,000 messages in the DOM', () => {
    const rows = buildTranscript(conversation(5_000));
    const { container } = renderWithApp(
      <MessageList
        rows={rows}
        isLoading={false}
        isBusy={false}
        initialRect={VIEWPORT}
        renderRow={(row) => <article>{row.kind === 'message' ? row.item.content : row.key}</article>}
      />,
    );
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const rendered = container.querySelectorAll('[data-index]');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.getAllByRole('article').length).toBe(rendered.length);
    // The scroll area is as tall as all 5,000 rows together.
    const sizer = log.firstElementChild as HTMLElement;
    expect(Number.parseInt(sizer.style.height, 10)).toBeGreaterThan(5_000 * 60);

    // Scrolled to the middle, the window moves with it.
    act(() => {
      fireEvent.wheel(log, { deltaY: 2_500 * ROW_HEIGHT });
      log.scrollTop = 2_500 * ROW_HEIGHT;
      fireEvent.scroll(log);
    });
    const indexes = [...container.querySelectorAll<HTMLElement>('[data-index]')].map((el) =>
      Number(el.dataset.index),
    );
    expect(indexes.length).toBeLessThan(40);
    expect(Math.min(...indexes)).toBeGreaterThan(1_500);
    expect(screen.queryByText('Message number 0')).toBeNull();
  });

  it('follows the end until the reader scrolls up, then offers "Scroll to bottom"', async () => {
    const rows = buildTranscript(conversation(200));
    renderWithApp(
      <MessageList
        rows={rows}
        isLoading={false}
        isBusy={false}
        initialRect={VIEWPORT}
        renderRow={() => <article />}
      />,
    );
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.scrollTop).toBeGreaterThan(log.scrollHeight - VIEWPORT.height - 50);
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();

    // The list re-measuring itself does not count as the reader leaving the end...
    act(() => {
      log.scrollTop = 1_000;
      fireEvent.scroll(log);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
    // ...their own wheel does.
    act(() => {
      fireEvent.wheel(log, { deltaY: -500 });
      log.scrollTop = 1_000;
      fireEvent.scroll(log);
    });
    const button = screen.getByRole('button', { name: 'Scroll to bottom' });
    act(() => button.click());
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
    expect(log.scrollTop).toBeGreaterThan(log.scrollHeight - VIEWPORT.height - 50);
  });

  it('shows a skeleton while the history loads', () => {
    renderWithApp(<MessageList rows={[]} isLoading isBusy={false} renderRow={() => null} />);
    expect(screen.getByTestId('chat-skeleton')).toBeDefined();
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('true');
  });
});
