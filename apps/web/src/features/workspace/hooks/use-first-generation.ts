import type { Project } from '@kiln/contracts';
import { useState } from 'react';
import { isFirstGenerationRunning } from '../first-generation';

/** `isFirstGenerationRunning` over the project states this page renders. */
export function useFirstGeneration(project: Pick<Project, 'phase' | 'currentCommitHash'>): boolean {
  const [wasRunning, setWasRunning] = useState(project.currentCommitHash === null);
  const isRunning = isFirstGenerationRunning(wasRunning, project);
  // React's "adjust state when a prop changes" pattern: remembered for the next render.
  if (isRunning !== wasRunning) setWasRunning(isRunning);
  return isRunning;
}
