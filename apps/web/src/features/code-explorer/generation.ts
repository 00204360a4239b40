import {
  CODE_GENERATION_OVERLAY_PHASES,
  isPhaseInProgress,
  type Phase,
  SUB_PHASE_LABELS,
  SUB_PHASES,
  type SubPhase,
} from '@kiln/contracts';

/** Seed 001 §4.1: the overlay shows on the Code tab for the build, integrate, edit, upload and chat phases. */
export function showsGenerationOverlay(phase: Phase): boolean {
  return CODE_GENERATION_OVERLAY_PHASES.includes(phase);
}

/**
 * A run is under way (the Code tab's blue pulse, the address bar's placeholder). PROMPT is a project's
 * resting default before anything was asked, so it does not count.
 */
export function isRunActive(phase: Phase): boolean {
  return isPhaseInProgress(phase) && phase !== 'PROMPT';
}

export type StepState = 'done' | 'current' | 'pending';
export type GenerationStep = { subPhase: SubPhase; label: string; state: StepState };

/** Phases after the edit: every sub-phase has run. */
const AFTER_EDIT: readonly Phase[] = ['BUILD_PROJECT', 'UPLOAD_LATEST_CODE', 'COMPLETE'];

/** Seed 001 §4.1: earlier sub-phases done, the current one current, later ones pending. */
export function generationSteps(phase: Phase, subPhase: SubPhase | null): GenerationStep[] {
  const currentIndex =
    phase === 'RUN_LLM_EDIT'
      ? SUB_PHASES.indexOf(subPhase ?? 'CODING')
      : AFTER_EDIT.includes(phase)
        ? SUB_PHASES.length
        : -1;
  return SUB_PHASES.map((step, index) => ({
    subPhase: step,
    label: SUB_PHASE_LABELS[step],
    state:
      currentIndex === -1 || index > currentIndex ? 'pending' : index < currentIndex ? 'done' : 'current',
  }));
}

const PHASE_TITLES: Partial<Record<Phase, string>> = {
  INSTALL_DEPENDENCIES: 'Installing dependencies',
  BUILD_INITIAL_PROJECT: 'Building the first version',
  UPLOAD_TO_S3: 'Publishing the preview',
  INTEGRATE_COMPONENT: 'Adding the component',
  INTEGRATE_SUPABASE: 'Connecting Supabase',
  RUN_LLM_EDIT: 'Editing your app',
  BUILD_PROJECT: 'Building your app',
  UPLOAD_LATEST_CODE: 'Publishing the new version',
  CHAT_START: 'Reading your message',
};

/** The phase card's title and its line under it. */
export function phaseCard(phase: Phase, subPhase: SubPhase | null): { title: string; detail: string } {
  const title = PHASE_TITLES[phase] ?? 'Working on your app';
  if (phase === 'RUN_LLM_EDIT') return { title, detail: SUB_PHASE_LABELS[subPhase ?? 'CODING'] };
  if (phase === 'BUILD_PROJECT') return { title, detail: 'Bundling and checking the new version' };
  if (phase === 'UPLOAD_LATEST_CODE') return { title, detail: 'The preview refreshes in a moment' };
  return { title, detail: 'This takes a few seconds' };
}
