import { type Phase, SUB_PHASE_LABELS, type SubPhase } from '@kiln/contracts';

const PHASE_LABELS: Partial<Record<Phase, string>> = {
  PROMPT: 'Getting started',
  CLONE_AND_SETUP_REPO: 'Setting up the project',
  INSTALL_DEPENDENCIES: 'Installing packages',
  BUILD_INITIAL_PROJECT: 'Building',
  UPLOAD_TO_S3: 'Publishing',
  INTEGRATE_COMPONENT: 'Adding the component',
  INTEGRATE_SUPABASE: 'Connecting Supabase',
  BUILD_PROJECT: 'Building the preview',
  UPLOAD_LATEST_CODE: 'Publishing the preview',
  CHAT_START: 'Reading your message',
};

/** What the run is doing now, shown under the reply while it works (sub-phases use the seed's labels). */
export function runStatusLabel(phase: Phase, subPhase: SubPhase | null): string {
  const label =
    phase === 'RUN_LLM_EDIT' && subPhase ? SUB_PHASE_LABELS[subPhase] : (PHASE_LABELS[phase] ?? 'Working');
  return `${label}…`;
}
