import { MESSAGES, type Project } from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { type OpenedPopup, openPopup } from '@/lib/popup';
import {
  createRepo,
  githubKeys,
  installAppUrl,
  installationQueryOptions,
  startOAuth,
  tokenQueryOptions,
} from '../api';
import { repoFailure } from '../catalogue';

export type LinkStep = 'loading' | 'install' | 'authorize' | 'export' | 'unavailable';

/**
 * Seed 000 §4's repository link flow: app installed (polled 1 s while its popup is open) → user token
 * (polled 2 s) → create the repository, or sync it when the project is already linked.
 */
export function useGithubLink(project: Project, email: string, isOpen: boolean) {
  const queryClient = useQueryClient();
  const [popupKind, setPopupKind] = useState<'install' | 'authorize' | null>(null);
  const opened = useRef<OpenedPopup | null>(null);

  const installation = useQuery({ ...installationQueryOptions(popupKind === 'install'), enabled: isOpen });
  const isInstalled = installation.data === true;
  const token = useQuery({ ...tokenQueryOptions(popupKind === 'authorize'), enabled: isOpen && isInstalled });
  const hasToken = token.data === true;

  useEffect(() => () => opened.current?.stop(), []);
  // Once the step a popup was for is done, the popup has nothing left to show.
  useEffect(() => {
    if ((popupKind === 'install' && isInstalled) || (popupKind === 'authorize' && hasToken)) {
      opened.current?.popup.close();
    }
  }, [popupKind, isInstalled, hasToken]);

  const open = useCallback(
    (kind: 'install' | 'authorize') => {
      opened.current?.stop();
      const result = openPopup(`kiln-github-${kind}`, () => {
        setPopupKind(null);
        void queryClient.invalidateQueries({ queryKey: githubKeys.all });
      });
      opened.current = result;
      if (result) setPopupKind(kind);
      return result;
    },
    [queryClient],
  );

  const install = useCallback(() => {
    const result = open('install');
    if (!result) return void toast.error(MESSAGES.GITHUB_INSTALL_FAILED);
    result.popup.location.href = new URL(installAppUrl(email), window.location.origin).toString();
  }, [open, email]);

  const authorize = useCallback(async () => {
    const result = open('authorize');
    if (!result) return void toast.error(MESSAGES.GITHUB_OAUTH_FAILED);
    try {
      result.popup.location.href = await startOAuth();
    } catch {
      result.popup.close();
      toast.error(MESSAGES.GITHUB_OAUTH_FAILED);
    }
  }, [open]);

  const isLinked = !!project.githubRepoUrl;
  const exportRepo = useMutation({
    mutationFn: () => createRepo(project._id, isLinked),
    onSuccess: (result) => {
      toast.success(result.status === 'updated' ? MESSAGES.REPO_SYNCED : MESSAGES.REPO_CREATED);
      void queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
    },
    onError: (error) => {
      const failure = repoFailure(error);
      toast.error(failure.message);
      if (failure.resetsLink) void queryClient.invalidateQueries({ queryKey: githubKeys.all });
      if (failure.clearsRepoUrl)
        void queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
    },
  });

  const step: LinkStep = installation.isError
    ? 'unavailable'
    : installation.isPending
      ? 'loading'
      : !isInstalled
        ? 'install'
        : token.isPending
          ? 'loading'
          : !hasToken
            ? 'authorize'
            : 'export';

  return {
    step,
    popupKind,
    isLinked,
    unavailableMessage: installation.error?.message ?? '',
    install,
    authorize,
    exportRepo: () => exportRepo.mutate(),
    isExporting: exportRepo.isPending,
  };
}
