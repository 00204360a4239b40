import { type FeedbackItem, MESSAGES } from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { sendFeedback, sendSupportMessage, supportKeys, supportMessagesQueryOptions } from '../api';

export function useSupportMessages(enabled: boolean) {
  return useQuery({ ...supportMessagesQueryOptions(), enabled });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (item) => {
      // The dialog confirms inline (SentNotice); a toast would say it twice.
      queryClient.setQueryData<FeedbackItem[]>(supportKeys.messages(), (old) => [...(old ?? []), item]);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.SEND_MESSAGE_FAILED)),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    onError: (error) => toast.error(errorMessage(error, MESSAGES.SEND_MESSAGE_FAILED)),
  });
}
