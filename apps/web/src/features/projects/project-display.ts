import { type Phase, type Platform, SUB_PHASE_LABELS, type SubPhase } from '@kiln/contracts';

export type PhaseTone = 'success' | 'danger' | 'progress';

/** A project's phase in words: "Ready", "Failed", or the running step ("Writing Code"). */
export function phaseDisplay(
  phase: Phase,
  subPhase: SubPhase | null = null,
): { label: string; tone: PhaseTone } {
  if (phase === 'COMPLETE') return { label: 'Ready', tone: 'success' };
  if (phase === 'FAILED') return { label: 'Failed', tone: 'danger' };
  if (phase === 'RUN_LLM_EDIT' && subPhase) return { label: SUB_PHASE_LABELS[subPhase], tone: 'progress' };
  return { label: 'Generating', tone: 'progress' };
}

export const PLATFORM_LABELS: Record<Platform, string> = { web: 'Web app', component: 'Component' };

/** The workspace URL of a project; component projects carry `platform=component`. */
export function workspaceHref(id: string, platform: Platform = 'web'): string {
  const path = `/workspace/${encodeURIComponent(id)}`;
  return platform === 'component' ? `${path}?platform=component` : path;
}
