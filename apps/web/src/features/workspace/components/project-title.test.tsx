// @vitest-environment happy-dom
import { GENERATING_NAME, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/features/projects';
import { createTestProject, createTestUser } from '@/test/builders';
import { jsonResponse, renderWithApp, routeFetch } from '@/test/render';
import { ProjectTitle } from './project-title';

function CachedTitle({ id }: { id: string }) {
  const { data } = useQuery<Project>({
    queryKey: projectKeys.detail(id, 'web'),
    queryFn: () => Promise.reject(new Error('the test seeds the cache')),
    enabled: false,
  });
  return data ? <ProjectTitle project={data} canRename={data.isOwner} /> : null;
}

const fetchMock = vi.fn<typeof fetch>();
let nameAnswers: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  nameAnswers = [GENERATING_NAME, 'Moonlit Journal'];
  fetchMock.mockImplementation(
    routeFetch({
      '/api/web/project-name': () =>
        jsonResponse(200, { success: true, data: { projectName: nameAnswers.shift() ?? 'Moonlit Journal' } }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The letters on screen so far (the visible, aria-hidden half of the typing title). */
function typedText(): string {
  const spans = Array.from(document.querySelectorAll<HTMLElement>('span[aria-hidden="true"]'));
  return spans.map((span) => span.textContent ?? '').find((t) => t && 'Moonlit Journal'.startsWith(t)) ?? '';
}

const pollCount = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/web/project-name').length;

describe('ProjectTitle while the name is generated', () => {
  it('shows Generating, polls every 2 s, then types the name in at 60 ms per letter', async () => {
    const view = renderWithApp(<CachedTitle id="p1" />, { user: createTestUser() });
    act(() => {
      view.queryClient.setQueryData(
        projectKeys.detail('p1', 'web'),
        createTestProject({ projectName: GENERATING_NAME }),
      );
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status').textContent).toContain(GENERATING_NAME);
    expect(pollCount()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(pollCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pollCount()).toBe(2);

    // 'Moonlit Journal' arrived and is typed in: one more letter every 60 ms.
    await act(() => vi.advanceTimersByTimeAsync(50));
    const first = typedText().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(4);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(typedText().length).toBe(first + 1);
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(typedText()).toBe('Moonlit Journal'.slice(0, first + 3));
    expect(screen.queryByRole('button', { name: 'Rename project' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(15 * 60));
    expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Moonlit Journal');

    // A real name stops the polling.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(pollCount()).toBe(2);
  });

  it('does not poll or animate a project that already has its name', async () => {
    const view = renderWithApp(<CachedTitle id="p1" />, { user: createTestUser() });
    act(() => {
      view.queryClient.setQueryData(projectKeys.detail('p1', 'web'), createTestProject());
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('button', { name: 'Rename project' }).textContent).toBe('Habit Garden');
    expect(pollCount()).toBe(0);
  });
});
