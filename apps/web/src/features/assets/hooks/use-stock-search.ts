import { type ImageAsset, type ImageSource, LIMITS, UNSPLASH_FIRST_PAGE } from '@kiln/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { searchQueryOptions } from '../api';
import { appendUnique } from '../asset-state';

export type StockResults = {
  query: string;
  images: ImageAsset[];
  page: number;
  hasMore: boolean;
  source: ImageSource | null;
  status: 'idle' | 'loading' | 'more' | 'done';
};

const IDLE: StockResults = { query: '', images: [], page: 0, hasMore: false, source: null, status: 'idle' };

/**
 * Seed 001 §5, §9: typing searches after 500 ms, Enter at once, a blank query returns to the
 * categories; 'Show More' loads the next page (from 1) and drops images already shown. Failures are
 * only logged (§8): the grid stays as it was.
 */
export function useStockSearch() {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [results, setResults] = useState<StockResults>(IDLE);
  const latest = useRef('');

  const run = async (query: string, page: number) => {
    const trimmed = query.trim();
    latest.current = trimmed;
    if (!trimmed) {
      setResults(IDLE);
      return;
    }
    setResults((r) =>
      page === UNSPLASH_FIRST_PAGE
        ? { ...IDLE, query: trimmed, status: 'loading' }
        : { ...r, status: 'more' },
    );
    try {
      const answer = await queryClient.fetchQuery(searchQueryOptions(trimmed, page));
      if (latest.current !== trimmed) return;
      setResults((r) => ({
        query: trimmed,
        images:
          page === UNSPLASH_FIRST_PAGE ? appendUnique([], answer.data) : appendUnique(r.images, answer.data),
        page,
        hasMore: answer.pagination.hasMore,
        source: answer.source,
        status: 'done',
      }));
    } catch (error) {
      console.warn('[kiln] stock search failed', error);
      if (latest.current === trimmed) setResults((r) => ({ ...r, status: 'done' }));
    }
  };

  // Debounced search on typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is recreated each render; the input drives this
  useEffect(() => {
    const trimmed = input.trim();
    if (trimmed === latest.current) return;
    if (!trimmed) {
      latest.current = '';
      setResults(IDLE);
      return;
    }
    const timer = setTimeout(() => void run(trimmed, UNSPLASH_FIRST_PAGE), LIMITS.unsplashDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);

  return {
    input,
    setInput,
    results,
    /** Enter: search now, without waiting for the debounce. */
    searchNow: (query = input) => {
      setInput(query);
      void run(query, UNSPLASH_FIRST_PAGE);
    },
    showMore: () => void run(results.query, results.page + 1),
  };
}
