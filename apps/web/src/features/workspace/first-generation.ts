import type { Project } from '@kiln/contracts';
import { isRunActive } from '@/features/code-explorer';

type FirstGenerationInput = Pick<Project, 'phase' | 'currentCommitHash'>;

/**
 * Whether the project's first app is still being written, as this page has seen it: the project was
 * seen with no version at all, and the run that followed has not ended. Meanwhile the preview keeps
 * its "Building your app…" card rather than flashing the starter template the run builds on, so it
 * loads once, on the finished app. A page opened half-way through a first run cannot know and shows
 * the starter until the run's reload.
 */
export function isFirstGenerationRunning(wasRunning: boolean, project: FirstGenerationInput): boolean {
  if (project.currentCommitHash === null) return true;
  return wasRunning && isRunActive(project.phase);
}
