import { calls, type FeedbackItem } from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  messages: () => [...supportKeys.all, 'messages'] as const,
};

export function supportMessagesQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.messages(),
    queryFn: async ({ signal }) => (await callApi(calls.listSupportMessages, {}, { signal })).data,
  });
}

export async function sendSupportMessage(input: { webId?: string; message: string }): Promise<FeedbackItem> {
  return (await callApi(calls.sendSupportMessage, input)).data;
}

export async function sendFeedback(input: {
  webId?: string;
  message: string;
  rating?: number;
}): Promise<FeedbackItem> {
  return (await callApi(calls.sendFeedback, input)).data;
}
