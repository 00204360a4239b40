import { type ComponentSummary, isPhaseInProgress } from '@kiln/contracts';

export type ComponentStatus = 'ready' | 'building' | 'failed' | 'empty';

/**
 * Whether a component can be used now: it needs a version (a commit); one still building or whose
 * last run failed can still be used at its last good version, but a project with no version cannot.
 */
export function componentStatus(
  component: Pick<ComponentSummary, 'phase' | 'currentCommitHash'>,
): ComponentStatus {
  if (!component.currentCommitHash) return isPhaseInProgress(component.phase) ? 'building' : 'empty';
  if (isPhaseInProgress(component.phase)) return 'building';
  return component.phase === 'FAILED' ? 'failed' : 'ready';
}

/** The path (and query) of the page the preview shows, from its full address. */
export function pagePath(address: string | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return address.startsWith('/') ? address : null;
  }
}

/** The user message "Use in this project" sends; the server adds the component itself. */
export function componentPrompt(name: string): string {
  return `Use the component “${name}” in this project.`;
}
