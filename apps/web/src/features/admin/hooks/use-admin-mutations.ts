import { type AdminUser, type AdminUserAction, calls, type ThreadStatus } from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi, errorMessage } from '@/lib/api-client';
import { adminKeys } from '../api';
import { userActionDoneMessage } from '../labels';

const FAILED = 'That did not work. Please try again.';

export type UserActionInput = { user: AdminUser; action: AdminUserAction; until?: string };

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, action, until }: UserActionInput) =>
      (await callApi(calls.updateAdminUser, { userId: user.id, action, ...(until ? { until } : {}) })).data,
    onSuccess: (_updated, { user, action, until }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toast.success(userActionDoneMessage(action, user.email, until));
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
}

export function useTakeDownSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { projectId: string; reason: string }) =>
      (await callApi(calls.takeDownSite, input)).data,
    onSuccess: (project) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.projectsAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toast.success(`${project.name}’s site is taken down.`);
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
}

export function useRestoreSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string) => (await callApi(calls.restoreSite, { projectId })).data,
    onSuccess: (project) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.projectsAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toast.success(`${project.name}’s site is back.`);
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
}

export function useReplyToThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { threadId: string; message: string }) =>
      (await callApi(calls.replyToThread, input)).data,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.mail() });
      toast.success(`Sent by email to ${thread.user.email}.`);
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
}

export function useSetThreadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { threadId: string; status: ThreadStatus }) =>
      (await callApi(calls.setThreadStatus, input)).data,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.inboxAll() });
      toast.success(`Marked ${thread.status}.`);
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
}
