import { GENERATING_NAME, LIMITS, type Project } from '@kiln/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { patchProject, projectNameQueryOptions } from '@/features/projects';
import { useTypewriter } from './use-typewriter';

export type LiveProjectName = {
  /** The name is still "Generating": show it with animated dots. */
  isGenerating: boolean;
  /** What to show now: the real name, or the part typed in so far. */
  displayName: string;
  isTyping: boolean;
};

/**
 * Seed 000 §4: while the name is "Generating" it is polled every 2 s; when the real name arrives it
 * is typed in at 60 ms per letter. It works however the new name reaches the cache.
 */
export function useLiveProjectName(project: Project): LiveProjectName {
  const queryClient = useQueryClient();
  const name = project.projectName;
  const isGenerating = name === GENERATING_NAME;

  const { data: polledName } = useQuery({
    ...projectNameQueryOptions(project._id),
    enabled: isGenerating,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data === GENERATING_NAME
        ? LIMITS.projectNamePollMs
        : false,
  });

  useEffect(() => {
    if (isGenerating && polledName && polledName !== GENERATING_NAME) {
      patchProject(queryClient, project._id, { projectName: polledName });
    }
  }, [isGenerating, polledName, project._id, queryClient]);

  const [typingTarget, setTypingTarget] = useState<string | null>(null);
  const previousName = useRef(name);
  useEffect(() => {
    if (previousName.current === GENERATING_NAME && name !== GENERATING_NAME) setTypingTarget(name);
    previousName.current = name;
  }, [name]);

  const typing = useTypewriter(typingTarget);
  const isTyping = typing?.isTyping === true && typingTarget === name;
  return { isGenerating, displayName: isTyping && typing ? typing.text : name, isTyping };
}
