import { accessTokenCalls } from './access-tokens';
import { adminCalls } from './admin';
import { assetCalls } from './assets';
import { billingCalls } from './billing';
import { chatCalls } from './chat';
import { componentCalls } from './components';
import { deployCalls } from './deploy';
import { domainCalls } from './domains';
import { eventCalls } from './events';
import { exportCalls } from './exports';
import { feedbackCalls } from './feedback';
import { fileCalls } from './files';
import { firebaseCalls } from './firebase';
import { githubCalls } from './github';
import { importCalls } from './imports';
import { integrationCalls } from './integrations';
import { mapboxCalls } from './mapbox';
import { modelCalls } from './models';
import { precisionEditCalls } from './precision-edit';
import { projectCalls } from './projects';
import { resendCalls } from './resend';
import { secretCalls } from './secrets';
import { supabaseCalls } from './supabase';
import { usageCalls } from './usage';
import { userCalls } from './users';
import { versionCalls } from './versions';

export * from './access-tokens';
export * from './admin';
export * from './assets';
export * from './billing';
export * from './chat';
export * from './components';
export * from './deploy';
export * from './domains';
export * from './events';
export * from './exports';
export * from './feedback';
export * from './files';
export * from './firebase';
export * from './github';
export * from './imports';
export * from './integrations';
export * from './mapbox';
export * from './models';
export * from './precision-edit';
export * from './projects';
export * from './resend';
export * from './secrets';
export * from './supabase';
export * from './usage';
export * from './users';
export * from './versions';

/** The calls by file; a name declared twice would be lost in the spread below, so a test compares them. */
export const callGroups = [
  projectCalls,
  userCalls,
  feedbackCalls,
  chatCalls,
  precisionEditCalls,
  assetCalls,
  versionCalls,
  deployCalls,
  domainCalls,
  exportCalls,
  githubCalls,
  integrationCalls,
  mapboxCalls,
  firebaseCalls,
  supabaseCalls,
  resendCalls,
  secretCalls,
  usageCalls,
  modelCalls,
  accessTokenCalls,
  eventCalls,
  adminCalls,
  fileCalls,
  componentCalls,
  billingCalls,
  importCalls,
] as const;

/** Every HTTP call Kiln answers, by name. The server registers routes from it; the web client is typed by it. */
export const calls = {
  ...projectCalls,
  ...userCalls,
  ...feedbackCalls,
  ...chatCalls,
  ...precisionEditCalls,
  ...assetCalls,
  ...versionCalls,
  ...deployCalls,
  ...domainCalls,
  ...exportCalls,
  ...githubCalls,
  ...integrationCalls,
  ...mapboxCalls,
  ...firebaseCalls,
  ...supabaseCalls,
  ...resendCalls,
  ...secretCalls,
  ...usageCalls,
  ...modelCalls,
  ...accessTokenCalls,
  ...eventCalls,
  ...adminCalls,
  ...fileCalls,
  ...componentCalls,
  ...billingCalls,
  ...importCalls,
} as const;

export type CallName = keyof typeof calls;
