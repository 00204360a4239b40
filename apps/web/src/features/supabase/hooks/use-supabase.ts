import { MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { errorMessage } from '@/lib/api-client';
import { type OpenedPopup, openPopup } from '@/lib/popup';
import {
  connectSelfHosted,
  connectUrl,
  createDatabase,
  linkDatabase,
  logout,
  type NewDatabase,
  type SelfHostedSupabase,
  supabaseKeys,
  supabaseProjectsQueryOptions,
  supabaseStatusQueryOptions,
  unlinkDatabase,
} from '../api';

export type SupabaseStep = 'loading' | 'unavailable' | 'not-configured' | 'sign-in' | 'choose' | 'linked';

/**
 * Seed 002 §4's Supabase dialog states: loading, not connected (sign in through a popup), connected
 * (create or link a database, or the linked one). The status is polled every 3 s while it is open.
 */
export function useSupabase(project: Project, email: string, isOpen: boolean) {
  const queryClient = useQueryClient();
  const webId = project._id;
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  const opened = useRef<OpenedPopup | null>(null);

  const status = useQuery({ ...supabaseStatusQueryOptions(webId), enabled: isOpen });
  const isConnected = status.data?.isConnected === true;
  const linked = status.data?.linkedProject ?? null;
  const projects = useQuery({ ...supabaseProjectsQueryOptions(), enabled: isOpen && isConnected && !linked });

  useEffect(() => () => opened.current?.stop(), []);
  // Once the account is connected, the popup has nothing left to show.
  useEffect(() => {
    if (isPopupOpen && isConnected) opened.current?.popup.close();
  }, [isPopupOpen, isConnected]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supabaseKeys.all });
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(webId) });
  }, [queryClient, webId]);

  const connect = useCallback(() => {
    opened.current?.stop();
    const result = openPopup('kiln-supabase-connect', () => {
      setIsPopupOpen(false);
      refresh();
    });
    opened.current = result;
    if (!result) return void toast.error(MESSAGES.POPUP_BLOCKED);
    setIsPopupOpen(true);
    result.popup.location.href = new URL(connectUrl(email), window.location.origin).toString();
  }, [email, refresh]);

  const create = useSupabaseAction(
    (input: NewDatabase) => createDatabase(webId, email, input),
    MESSAGES.SUPABASE_CREATED,
    MESSAGES.SUPABASE_CREATE_FAILED,
    refresh,
  );
  const link = useSupabaseAction(
    (ref: string) => linkDatabase(webId, ref),
    MESSAGES.SUPABASE_LINKED,
    MESSAGES.SUPABASE_LINK_FAILED,
    refresh,
  );
  const selfHosted = useSupabaseAction(
    (input: SelfHostedSupabase) => connectSelfHosted(webId, input),
    MESSAGES.SUPABASE_SELF_HOSTED_LINKED,
    MESSAGES.SUPABASE_LINK_FAILED,
    refresh,
  );
  const unlink = useSupabaseAction(
    (ref: string) => unlinkDatabase(webId, ref),
    MESSAGES.SUPABASE_UNLINKED,
    MESSAGES.SUPABASE_UNLINK_FAILED,
    refresh,
  );
  // Seed 002 §8 gives logout's failure in full: it is not followed by the server's words.
  const signOut = useSupabaseAction(
    logout,
    MESSAGES.SUPABASE_LOGGED_OUT,
    MESSAGES.SUPABASE_LOGOUT_FAILED,
    refresh,
    false,
  );

  // A linked database shows first: a self-hosted one needs no Supabase account or OAuth app.
  const step: SupabaseStep = status.isPending
    ? 'loading'
    : status.isError
      ? 'unavailable'
      : linked
        ? 'linked'
        : !status.data.isConfigured
          ? 'not-configured'
          : !isConnected
            ? 'sign-in'
            : 'choose';

  return {
    step,
    linked,
    isConnected,
    isConfigured: status.data?.isConfigured === true,
    isPopupOpen,
    statusError: status.error ? errorMessage(status.error, MESSAGES.SUPABASE_UNREACHABLE) : '',
    projects,
    connect,
    create,
    link,
    selfHosted,
    unlink,
    signOut,
  };
}

/** A dialog action: its seed toast on success (then `refresh`), the server's words or `failure` when it fails. */
function useSupabaseAction<T>(
  run: (input: T) => Promise<unknown>,
  success: string,
  failure: string,
  refresh: () => void,
  sayServerError = true,
) {
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(success);
      refresh();
    },
    onError: (error) => toast.error(sayServerError ? errorMessage(error, failure) : failure),
  });
}
