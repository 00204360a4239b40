import { MESSAGES, type Project, RepoNameSchema, suggestedRepoName } from '@kiln/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { projectKeys } from '@/features/projects';
import { versionKeys } from '@/features/versions';
import { type OpenedPopup, openPopup } from '@/lib/popup';
import {
  createRepo,
  githubKeys,
  installAppUrl,
  installationQueryOptions,
  linkRepo,
  pullRepo,
  startOAuth,
  syncStatusQueryOptions,
  tokenQueryOptions,
} from '../api';
import { type RepoFailure, repoFailure } from '../catalogue';

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
  // Issue 17 §2: the owner sees and may change the repository name; a refusal says what to do next.
  const [repoName, setRepoName] = useState(() => suggestedRepoName(project.projectName, project.subdomain));
  const [failure, setFailure] = useState<RepoFailure | null>(null);
  const [branch, setBranch] = useState('');
  const nameCheck = RepoNameSchema.safeParse(repoName);
  const nameError = nameCheck.success ? null : (nameCheck.error.issues[0]?.message ?? null);

  const refreshProject = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
    void queryClient.invalidateQueries({ queryKey: githubKeys.syncStatus(project._id) });
  }, [queryClient, project._id]);

  const onRefused = (error: unknown) => {
    const refused = repoFailure(error);
    toast.error(refused.message);
    setFailure(refused);
    if (refused.repoName) setRepoName(refused.repoName);
    if (refused.resetsLink) void queryClient.invalidateQueries({ queryKey: githubKeys.all });
    if (refused.clearsRepoUrl) refreshProject();
  };
  const onExported = (result: { status: 'created' | 'updated' }) => {
    setFailure(null);
    toast.success(result.status === 'updated' ? MESSAGES.REPO_SYNCED : MESSAGES.REPO_CREATED);
    refreshProject();
  };

  const exportRepo = useMutation({
    mutationFn: () => createRepo(project._id, isLinked, isLinked ? undefined : nameCheck.data),
    onSuccess: onExported,
    onError: onRefused,
  });
  const link = useMutation({
    mutationFn: () => linkRepo(project._id, nameCheck.data ?? repoName),
    onSuccess: onExported,
    onError: onRefused,
  });
  const pull = useMutation({
    mutationFn: () => pullRepo(project._id, branch.trim()),
    onSuccess: (result) => {
      setFailure(null);
      const count = result.pulled.length;
      toast.success(
        count === 0
          ? `Already up to date with ${result.branch}.`
          : `Pulled ${count} ${count === 1 ? 'change' : 'changes'} from ${result.branch}.`,
      );
      refreshProject();
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(project._id) });
    },
    onError: (error) => toast.error(error.message),
  });
  const syncStatus = useQuery(syncStatusQueryOptions(project._id, isOpen && isLinked));

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
    linkRepo: () => link.mutate(),
    isExporting: exportRepo.isPending || link.isPending,
    repoName,
    setRepoName,
    nameError,
    failure,
    branch,
    setBranch,
    pull: () => pull.mutate(),
    isPulling: pull.isPending,
    pullError: pull.error?.message ?? null,
    pushState: syncStatus.data ?? null,
  };
}
