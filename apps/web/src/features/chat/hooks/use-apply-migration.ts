import { calls, MESSAGES } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { chatKeys } from '../api';
import type { MigrationStatuses } from './use-chat-stream';

/**
 * The owner approves a migration card: it runs on the linked database. Its outcome goes into the
 * statuses the cards read (the socket brings the same to the owner's other tabs).
 */
export function useApplyMigration(webId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (migrationId: string) =>
      (await callApi(calls.applySupabaseMigration, { webId, migrationId })).data,
    onSuccess: (migration) => {
      queryClient.setQueryData<MigrationStatuses>(chatKeys.migrationStatuses(webId), (old) => ({
        ...old,
        [migration.id]: migration.error
          ? { status: migration.status, error: migration.error }
          : { status: migration.status },
      }));
      if (migration.status === 'applied') toast.success(MESSAGES.MIGRATION_APPLIED);
      else toast.error(MESSAGES.MIGRATION_FAILED);
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.MIGRATION_FAILED)),
  });
}
