import { z } from 'zod';

/** Seed 001 §4.1: the phases of a project's generation run. */
export const PHASES = [
  'PROMPT',
  'CLONE_AND_SETUP_REPO',
  'INSTALL_DEPENDENCIES',
  'BUILD_INITIAL_PROJECT',
  'UPLOAD_TO_S3',
  'INTEGRATE_COMPONENT',
  'INTEGRATE_SUPABASE',
  'RUN_LLM_EDIT',
  'BUILD_PROJECT',
  'UPLOAD_LATEST_CODE',
  'CHAT_START',
  'COMPLETE',
  'FAILED',
] as const;
export const PhaseSchema = z.enum(PHASES);
export type Phase = z.infer<typeof PhaseSchema>;

/** Seed 001 §4.1: sub-phases of RUN_LLM_EDIT, in order, with their labels. */
export const SUB_PHASES = ['CODING', 'EDITING', 'INSTALLING', 'TESTING', 'CHAT'] as const;
export const SubPhaseSchema = z.enum(SUB_PHASES);
export type SubPhase = z.infer<typeof SubPhaseSchema>;
export const SUB_PHASE_LABELS: Record<SubPhase, string> = {
  CODING: 'Writing Code',
  EDITING: 'Refining Code',
  INSTALLING: 'Installing Packages',
  TESTING: 'Testing',
  CHAT: 'Understanding',
};

export function isPhaseInProgress(phase: Phase): boolean {
  return phase !== 'COMPLETE' && phase !== 'FAILED';
}

export const PlatformSchema = z.enum(['web', 'component']);
export type Platform = z.infer<typeof PlatformSchema>;

export const PlanSchema = z.enum(['free', 'premium']);
export type Plan = z.infer<typeof PlanSchema>;

/** The name a project carries while its real name is being generated (seed 000 §3). */
export const GENERATING_NAME = 'Generating';

/** Seed 000 §9, seed 001 §9, seed 002 §9. */
export const LIMITS = {
  forkProgressSeconds: [3, 13, 25],
  projectNamePollMs: 2_000,
  versionListPollMs: 10_000,
  domainStatusPollMs: 30_000,
  domainStatusAfterSaveMs: 800,
  githubInstallationPollMs: 1_000,
  githubTokenPollMs: 2_000,
  popupWidth: 600,
  popupHeight: 700,
  popupClosedCheckMs: 500,
  nameTypingMsPerChar: 60,
  copiedIndicatorMs: 2_000,
  commitHashLength: 7,
  bookCallCredits: 15,
  databaseProvidersPerProject: 1,
  integrationNudgeDelayMs: 300,
  attachmentsPerRow: 3,
  imageMaxBytes: 5_242_880,
  videoMaxBytes: 100 * 1024 * 1024,
  unsplashDebounceMs: 500,
  unsplashPlaceholderTiles: 6,
  appliedImageThumbnails: 3,
  assetTooltipDelayMs: 3_000,
  scrollToLastMessageMs: 100,
  generationPollMs: 100,
  generationCompletionCheckMs: 1_000,
  errorToastMaxChars: 80,
  tokenAllocation: 5_000_000,
  analyticsPollMs: 3_000,
  supabaseStatusPollMs: 3_000,
  chatPanelDefaultPercent: 30,
  mobileBreakpointPx: 768,
  chatStreamThrottleMs: 100,
  visibilityToastMs: 5_000,
  editorTabSize: 2,
} as const;

export const DEVICE_WIDTHS = { mobile: 375, tablet: 768, desktop: 1440 } as const;
export type Device = keyof typeof DEVICE_WIDTHS;

/** Seed 002 §9: the upsell prices. */
export const PRICES = {
  monthly: { amount: 89, per: 'month' },
  annual: { amount: 59, per: 'year', savingPercent: 33 },
} as const;

/** The model label of the default real model (seed 001 §9, seed 002 §9). */
export const DEFAULT_MODEL_LABEL = 'sonnet-4';
export const OFFLINE_MODEL_ID = 'kiln-offline';

/** Seed 002 §3: a chat message containing this marker denotes a build error. */
export const BUILD_ERROR_MARKER = '❌❌❌';
export const FIX_ERROR_PROMPT = 'Fix this error, think step by step.';

export const PROJECT_NAME_MAX = 80;
export const PROMPT_MAX = 20_000;
