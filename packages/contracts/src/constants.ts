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

/**
 * Seed 001 §4.1: the phases that show the code-generation overlay on the Code tab. The seed is
 * ambiguous about the two earliest phases; as it advises, PROMPT and CLONE_AND_SETUP_REPO do not show it.
 */
export const CODE_GENERATION_OVERLAY_PHASES: readonly Phase[] = PHASES.filter(
  (phase) => !['PROMPT', 'CLONE_AND_SETUP_REPO', 'COMPLETE', 'FAILED'].includes(phase),
);

/** Seed 002 §7: the chat send's mode. Build edits the code; chat only answers. */
export const ChatModeSchema = z.enum(['build', 'chat']);
export type ChatMode = z.infer<typeof ChatModeSchema>;

/** Seed 001 §4.3: placeholder contents the first streamed chunk replaces. */
export const ASSISTANT_PLACEHOLDERS = { thinking: 'thinking...', generating: 'Generating web...' } as const;

/** Seed 002 §2: files the code explorer does not open. */
export const BINARY_FILE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'ico',
  'webp',
  'bmp',
  'lockb',
  'zip',
  'tar',
  'gz',
  'pdf',
  'ttf',
  'woff',
  'woff2',
  'eot',
] as const;

/** Seed 002 §2: the code explorer's language label by file extension; anything else is Plain Text. */
export const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  js: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  tsx: 'TSX',
  json: 'JSON',
  html: 'HTML',
  css: 'CSS',
  md: 'Markdown',
};
export const PLAIN_TEXT_LABEL = 'Plain Text';

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function languageLabelFor(path: string): string {
  return LANGUAGE_LABELS[extensionOf(path)] ?? PLAIN_TEXT_LABEL;
}

export function isBinaryPath(path: string): boolean {
  return (BINARY_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(path));
}

/** Seed 002 §2: folders the code explorer opens by default. */
export const CODE_EXPLORER_DEFAULT_OPEN = ['/src'] as const;

/** Seed 002 §2: the right panel's tabs, and seed 001 §2.1 the left panel's. */
export const RightPanelTabSchema = z.enum(['preview', 'code', 'components']);
export type RightPanelTab = z.infer<typeof RightPanelTabSchema>;
export const LEFT_PANEL_TABS = [
  { id: 'chat', label: 'All Chat' },
  { id: 'versions', label: 'Version History' },
] as const;
/** The internal left tab holding the Asset Editor (seed 001 §2.1). */
export const ASSETS_TAB = 'images';

export const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;

/** Seed 002 §2: the left sidebar, in order; non-owners see only the items marked `isPublic`. */
export const SIDEBAR_ITEMS = [
  { id: 'home', label: 'Home', isPublic: false },
  { id: 'supabase', label: 'Supabase', isPublic: false },
  { id: 'analytics', label: 'Analytics', isPublic: false },
  { id: 'mapbox', label: 'Mapbox', isPublic: false },
  { id: 'firebase', label: 'Firebase', isPublic: false },
  { id: 'ai-integrations', label: 'AI Integrations', isPublic: false },
  { id: 'assets', label: 'Assets', isPublic: true },
  { id: 'components', label: 'Components', isPublic: true },
  { id: 'documentation', label: 'Documentation', isPublic: false },
  { id: 'tokens', label: 'Tokens', isPublic: false },
  { id: 'settings', label: 'Settings', isPublic: false },
] as const;
export type SidebarItemId = (typeof SIDEBAR_ITEMS)[number]['id'];

/** Seed 002 §2: the settings dialog's sections, in order. */
export const SETTINGS_SECTIONS = [
  'Project Information',
  'Integrations',
  'Visibility',
  'General',
  'Custom Domain',
  'Notification Preferences',
] as const;

export * from './constants-integrations';

/**
 * Seed 002 §5: the fields a Firestore service account must carry. The seed's list shows `{hash}` for
 * one name (redacted); it is the service account's `auth_provider_x509_cert_url`.
 */
export const FIRESTORE_REQUIRED_FIELDS = [
  'project_id',
  'client_email',
  'private_key',
  'type',
  'private_key_id',
  'client_id',
  'auth_uri',
  'token_uri',
  'auth_provider_x509_cert_url',
  'client_x509_cert_url',
  'universe_domain',
] as const;
/** Seed 002 §5: the fields of a Firebase web (auth) config. */
export const FIREBASE_CLIENT_REQUIRED_FIELDS = [
  'apiKey',
  'authDomain',
  'projectId',
  'storageBucket',
  'messagingSenderId',
  'appId',
] as const;

/**
 * Seed 000 §5: secrets Kiln manages itself (the database provider's URL and service role key, the
 * email provider's key, sender and domain), hidden from the chat's secrets list.
 */
export const RESERVED_SECRET_NAMES = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  // Kiln's own: a self-hosted Supabase's public key, kept beside its URL.
  'SUPABASE_ANON_KEY',
  'RESEND_API_KEY',
  'RESEND_FROM_ADDRESS',
  'RESEND_DOMAIN',
  // Kiln's own: a Firestore service account (the JSON key file), used only by the server.
  'FIREBASE_SERVICE_ACCOUNT',
  // The project's Mapbox token (issue 16 §3): a public one is also in the app's map config.
  'KILN_MAPBOX_TOKEN',
] as const;

/** Seed 001 §3: stored in the browser, both on by default. */
export const NOTIFICATION_PREFERENCES_STORAGE_KEY = 'kiln:notification-preferences';

/** Seed 000 §9 / seed 002 §9 text figures and layout sizes. */
export const DEPLOY_DURATION_TEXT = 'up to 2-3 minutes';
export const DNS_PROPAGATION_HOURS = 48;
export const ELEMENT_EDITOR_LIST_MAX_HEIGHT = 80;
export const FILE_SEARCH_RESULTS_HEIGHT = 60;

/** Where the exported zip is fetched from: `EXPORT_DOWNLOAD_PREFIX + downloadUrl` (seed 000 call 6). */
export const EXPORT_DOWNLOAD_PREFIX = '/projects';

/** Personal access tokens for the CLI start with this, so leaked tokens are easy to scan for. */
export const ACCESS_TOKEN_PREFIX = 'kiln_pat_';
export const KNOWLEDGE_BASE_MAX = 20_000;

export * from './asset-constants';
