import type { HistoryItem } from '@kiln/contracts';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { chatKeys } from '@/features/chat';
import { type GenerationActivity, generationActivity } from '../generation-activity';

/**
 * Reads the chat history the chat panel keeps live (socket chunks are written into the Query cache)
 * without becoming a second fetcher of it: a plain cache subscription, re-rendering this hook's
 * caller only when that one query changes.
 */
export function useGenerationActivity(webId: string): GenerationActivity {
  const client = useQueryClient();
  const key = useMemo(() => chatKeys.history(webId), [webId]);
  const hash = useMemo(() => hashKey(key), [key]);
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [client, hash],
  );
  const getSnapshot = useCallback(() => client.getQueryData<HistoryItem[]>(key), [client, key]);
  const items = useSyncExternalStore(subscribe, getSnapshot);
  return useMemo(() => generationActivity(items), [items]);
}
