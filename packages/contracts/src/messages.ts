import type { DatabaseProvider } from './constants';
import { KILN_MESSAGES } from './messages-kiln';

/**
 * User-facing strings the seeds give verbatim. Server and web both read them from here so the
 * wording cannot drift. Keep the seeds' spelling and punctuation exactly, typos included (note the
 * curly apostrophe in PREMIUM_RESTRICTED and the seed's "Reployed"). Strings with a placeholder are in
 * MESSAGE_TEMPLATES below. Kiln's own strings, in the seeds' voice, are in messages-kiln.ts.
 */
export const MESSAGES = {
  // seed 000 §6
  PREMIUM_RESTRICTED: 'We’ve restricted free access, upgrade to premium to use this feature.',
  PREMIUM_SUGGESTIONS: 'You need to upgrade to premium to use suggestions.',
  SIGN_IN_TO_FORK: 'Please sign in to fork!',
  NO_PERMISSION_SWITCH_VERSIONS: "You don't have permission to switch versions",
  // seed 000 §2 header and dialogs
  SHARE: 'Share',
  FAVOURITE: 'Favourite',
  DUPLICATE: 'Duplicate',
  FORK: 'Fork',
  LIVE_SUPPORT: 'Live Support',
  FEEDBACK: 'Feedback',
  LOG_IN: 'Log In',
  FORK_PROJECT: 'Fork Project',
  UPGRADE_PLAN: 'Upgrade Plan',
  DEPLOYED_TITLE: 'Deployed',
  REDEPLOYED_TITLE: 'Reployed',
  DEPLOY_FAILED_TITLE: 'Project Deployment Failed!',
  REDEPLOY_FAILED_TITLE: 'Project Re-deployment Failed!',
  CONTACT_SUPPORT: 'Contact Support',
  // seed 000 §2 version history
  BADGE_DEPLOYED: 'Deployed',
  BADGE_CURRENT: 'Current',
  VIEW_CODE_CHANGES_HINT: 'Click to view code changes',
  // seed 000 §4
  DEPLOY: 'Deploy',
  REDEPLOY: 'Redeploy',
  DEPLOYING: 'Deploying...',
  REDEPLOYING: 'Redeploying...',
  SWITCHING_VERSION: 'Switching version...',
  NUDGE_NOT_NOW: 'Not Now',
  NUDGE_CONTINUE: 'Continue',
  NUDGE_APPLY: 'Apply Added Integrations',
  // seed 000 §5
  FIREBASE_DATABASE_ALREADY_CONNECTED: 'Firebase database is already connected',
  FIREBASE_AUTH_ALREADY_CONNECTED: 'Firebase auth is already connected',
  // seed 000 §8 repository create
  GITHUB_INSTALLATION_INVALID: 'The code-hosting app installation is invalid. Please install the app again.',
  REPO_NO_COMMITS: 'Repository exists but has no commits. Please initialize the repository first.',
  REPO_NOT_FOUND: 'Repository not found',
  REPO_DELETED: 'Repository was deleted. You can create a new one.',
  REPO_CONFLICT: 'Repository already exists or merge conflict occurred',
  REPO_CREATE_FAILED: 'Failed to create repository',
  REPO_SYNCED: 'Repository synced successfully!',
  REPO_CREATED: 'Repository created successfully!',
  // seed 000 §8 other messages
  GITHUB_OAUTH_FAILED: 'Could not start GitHub OAuth flow',
  GITHUB_INSTALL_FAILED: 'Failed to start installation process',
  EXPORT_FAILED: 'Export Failed',
  EXPORT_SUCCESSFUL: 'Export Successful',
  PROJECT_RENAMED: 'Project renamed successfully',
  RENAME_FAILED: 'Failed to rename project',
  DOMAIN_SAVED: 'Domain saved successfully',
  DOMAIN_IN_USE: 'Domain already in use in another project',
  DOMAIN_SAVE_FAILED: 'Failed to save domain',
  FAVOURITE_FAILED: 'Failed to update favorite',
  FAVOURITE_ADDED: 'Added to favorites',
  FAVOURITE_REMOVED: 'Removed from favorites',
  LINK_COPIED: 'Link copied to clipboard',
  LINK_COPY_FAILED: 'Failed to copy link',
  URL_COPIED: 'URL copied to clipboard',
  SWITCH_VERSION_FAILED: 'Failed to switch version',
  VERSION_SWITCHED: 'Version switched!',
  LOAD_CHANGES_FAILED: 'Failed to load changes',
  MAPBOX_ENABLE_FAILED: 'Failed to enable mapbox',
  SAVE_INTEGRATIONS_FAILED: 'Failed to save integrations',
  PROJECT_NOT_FOUND: 'Project not found',
  INTEGRATION_STATUS_FAILED: 'Failed to update integration status',
  FORK_FAILED: 'Failed to fork project',
  CLONE_FAILED: 'Failed to clone project',

  // seed 001 §2.1
  DISCARD_CHANGES_TITLE: 'Discard Changes?',
  DISCARD_CHANGES: 'Discard Changes',
  STAY_HERE: 'Stay Here',
  // seed 001 §2.2
  SHOW_MORE_TEXT: 'Show more...',
  SHOW_LESS_TEXT: 'Show less...',
  THINKING_IN_PROGRESS: 'AI Thinking in Progress...',
  THINKING_DONE: 'AI Thinking Process',
  BUILD_ERROR: 'Build Error',
  CRITICAL_BUILD_ERROR: 'Critical Build Error Detected',
  BUILD_FAILED_TEXT: 'The build process has failed. Review the error details below.',
  FIX_ERRORS: 'Fix Errors',
  FIX_ERRORS_FREE: 'Fixing errors does not consume credits',
  AI_HICCUP_TITLE: 'Oops! Our AI Had a Little Hiccup',
  DISMISS: 'Dismiss',
  // seed 001 §2.3
  CODE_CHANGES: 'Code Changes',
  CLOSE: 'Close',
  // seed 001 §2.4
  ASSET_EDITOR_HEADER: 'Asset Editor - Search, upload, or generate new assets for your website',
  SELECT_ELEMENT: 'Select Element',
  HOVER_AND_CLICK: 'Hover and click to select',
  INVALID_ASSET_ELEMENT: 'Invalid element selected - Please select an image or video element to edit.',
  TAB_UNSPLASH: 'Unsplash',
  TAB_UPLOAD: 'Upload',
  TAB_GENERATE: 'Generate',
  SEE_MORE: 'See more →',
  SHOW_MORE: 'Show More',
  NO_RESULTS: 'No results found',
  SEARCH_IMAGES: 'Search for images',
  GENERATE_IMAGE_PLACEHOLDER: 'Describe the image you want to generate...',
  GENERATE_IMAGE: 'Generate Image',
  GENERATING: 'Generating...',
  NO_GENERATED_IMAGE: 'No generated image yet',
  DISCARD: 'Discard',
  APPLYING: 'Applying...',
  APPLY: 'Apply',
  APPLY_ASSET: 'Apply Asset',
  // seed 001 §2.5
  VISUAL_EDITING_UNAVAILABLE: 'Visual Editing is not available during Code Generation',
  WAIT_FOR_GENERATION: 'Please wait for code generation to complete',
  SELECT_TO_EDIT: 'Select an element to begin editing',
  SELECT_TO_EDIT_HINT: 'Click on any element in the page to view and edit its properties',
  READY_TO_SAVE: 'Ready to save changes',
  READY_TO_SAVE_HINT: 'Click Save Changes to apply your modifications',
  THIRD_PARTY_COMPONENT: 'Third-party Component',
  SAVE_CHANGES: 'Save Changes',
  SAVING: 'Saving...',
  DELETE_ELEMENT: 'Delete Element',
  CANCEL: 'Cancel',
  DELETE: 'Delete',
  // seed 001 §2.6
  INSPECT_OVERLAY: 'Hover to select and edit any specific element',
  INSPECT_MULTI_HINT: 'Hold Shift to select multiple elements',
  TAB_PREVIEW: 'Preview',
  TAB_CODE: 'Code',
  PANE_THINKING: 'Thinking',
  PANE_REFINING: 'Refining',
  UPDATING: 'Updating...',
  NEEDS_ATTENTION: 'Something needs your attention',
  FIX_AUTOMATICALLY: 'Fix Automatically',
  // seed 001 §4
  NOTIFY_BUILD_FAILED: 'Build Failed',
  NOTIFY_BUILD_FINISHED: 'Build Finished',
  ERROR_DETECTED: 'Error Detected',
  FIXING: 'Fixing',
  DEPLOYMENT_COMPLETED: 'Deployment completed successfully',
  INSPECTOR_EDITOR_CONFLICT: 'Cannot use Select Element when Element Editor is active',
  // seed 001 §5
  IMAGE_TOO_LARGE: 'File size too large. Maximum file size is 5MB',
  IMAGE_TYPE_INVALID: 'Only JPEG and PNG images are allowed',
  DROPZONE_REJECTED: 'Only JPEG, PNG, CSV, PDF, and DOC/DOCX files are allowed',
  UPLOAD_IMAGES_ONLY: 'Please upload image files',
  VIDEO_INVALID: 'Please upload a valid video file',
  VIDEO_TOO_LARGE: 'Video file size must be less than 100MB',
  VIDEO_TYPE_INVALID: 'Only MP4 and WebM videos are allowed',
  VIDEO_FORMAT_INVALID: 'Invalid file format. Please upload a valid video file',
  REBUILD_BEFORE_PREVIEW: 'Please send a prompt to rebuild the project before previewing changes',
  // seed 001 §6
  NO_PERMISSION_GENERATE_PAGES: "You don't have permission to generate pages in this project.",
  PREMIUM_FIX_ERRORS: 'You need to upgrade to premium to fix errors.',
  PREMIUM_APPLY_IMAGES: 'You need to upgrade to premium to apply images.',
  PREMIUM_APPLY_VIDEOS: 'You need to upgrade to premium to apply videos.',
  PREMIUM_FEATURE: 'Upgrade to premium to use this feature.',
  // seed 001 §7, §8
  CHANGES_APPLIED: 'Changes applied successfully',
  GENERATE_IMAGE_FAILED: 'Failed to generate image. Please try again.',
  APPLY_IMAGES_FAILED: 'Failed to apply images. Please try again.',
  VIDEO_UPLOAD_FAILED: 'Failed to upload video. Please try again.',
  APPLY_CHANGES_FAILED: 'Failed to apply changes',
  UPDATE_CHANGES_FAILED: 'Failed to update changes',
  WAIT_FOR_CHAT: 'Please wait for the chat to finish loading before generating a section.',
  GENERATE_COMPONENT_FAILED: 'Failed to generate the component. Please try again or contact support.',

  // seed 002 §2 code explorer
  BEST_ON_DESKTOP: 'This page is best viewed on desktop',
  COLLAPSE_ALL: 'Collapse All',
  READ_ONLY: 'Read-only',
  SEARCH_FILES: 'Search files...',
  SEARCH_FILES_OPEN_HINT: 'Press Enter to open',
  SEARCH_FILES_NAV_HINT: 'up/down to navigate',
  NO_MATCHING_FILES: 'No matching files',
  CODE_EXPLORER: 'Code Explorer',
  BINARY_FILE: 'This file cannot be displayed in the editor. Binary file not previewed',
  READ_ONLY_MODE: 'Read-only mode',
  READ_ONLY_TOOLTIP: 'The code is read-only and can be copied. Code editing functionality coming soon.',
  SETTING_UP_REPOSITORY: 'Setting up your code repository...',
  NO_FILES: 'No files available',
  // seed 002 §2 dialogs
  TOKEN_USAGE: 'Token Usage',
  PROJECT_ANALYTICS: 'Project Analytics',
  FIREBASE_INTEGRATION: 'Firebase Integration',
  SUPABASE_INTEGRATION: 'Supabase Integration',
  RESEND_INTEGRATION: 'Resend Integration',
  AVERAGE_TIME_SPENT: 'Average Time Spent',
  // seed 002 §5
  PRIVATE_NEEDS_PREMIUM: 'You need a premium subscription to make projects private',
  FIREBASE_NO_FEATURE: 'Please enable at least one Firebase feature',
  FIRESTORE_NOT_SAVED: 'Please save your Firestore configuration before proceeding',
  FIREBASE_AUTH_NOT_SAVED: 'Please save your Auth configuration before proceeding',
  FIRESTORE_CONFIG_REQUIRED: 'Please provide Firestore configuration',
  FIRESTORE_CONFIG_INVALID_JSON: 'Invalid JSON format for Firestore configuration',
  FIRESTORE_FIELDS_MISSING: 'Firestore database config is missing required fields',
  FIREBASE_AUTH_CONFIG_REQUIRED: 'Please provide Auth configuration',
  FIREBASE_AUTH_CONFIG_INVALID: 'Invalid format',
  FIREBASE_AUTH_FIELDS_MISSING: 'Firebase auth config is missing required fields',
  SUPABASE_DB_NAME_REQUIRED: 'Please enter a database name',
  SUPABASE_ORG_REQUIRED: 'Please select an organization',
  SUPABASE_EMAIL_MISSING: 'User email not found',
  SUPABASE_PREMIUM: 'Please upgrade to a paid plan to continue using Supabase.',
  RESEND_API_KEY_REQUIRED: 'API key is required',
  RESEND_USERNAME_REQUIRED: 'Email username is required if a domain is provided',
  RESEND_USERNAME_AND_DOMAIN: 'Please provide both email username and domain',
  RESEND_PREMIUM: 'You need to be a premium user to connect Resend.',
  WAIT_WHILE_GENERATING: 'Please wait while we are generating code',
  NOT_OWNER: 'You are not the owner of this project.',
  PREMIUM_FIX_ERRORS_USER: 'You need to be a premium user to fix errors.',
  // seed 002 §8
  VISIBILITY_FAILED: 'Failed to update project visibility. Please try again.',
  NOW_PRIVATE:
    'Your project is now private. Only you can access it unless you explicitly share the preview link.',
  NOW_PUBLIC: 'Your project is now public and can be viewed by anyone.',
  PROJECT_DELETED: 'Project deleted successfully',
  DELETE_FAILED: 'Failed to delete project',
  FETCH_PROJECT_FAILED: 'Failed to fetch project data',
  SEND_MESSAGE_FAILED: 'Failed to send message',
  SUPABASE_CREATE_FAILED: 'Failed to create Supabase project',
  SUPABASE_UNLINK_FAILED: 'Failed to unlink Supabase project',
  SUPABASE_LOGOUT_FAILED: 'Failed to logout from Supabase. Please try again',
  DOMAIN_DELETE_FAILED: 'Failed to delete domain',
  GENERIC_ERROR: 'An error occurred',
  RESEND_CONNECT_FAILED: 'Unable to connect. Please check your API key and try again.',
  FIREBASE_SETUP_FAILED: 'Failed to setup Firebase integration',
  FIREBASE_DISCONNECT_FAILED: 'Failed to disconnect Firebase integration',
  DOMAIN_DELETED: 'Domain deleted successfully',
  FIREBASE_SETUP_DONE: 'Firebase integration setup successfully',
  FIREBASE_DISCONNECTED: 'Firebase integration disconnected successfully',
  FIRESTORE_CONFIG_SAVED: 'Firestore configuration saved',
  FIREBASE_AUTH_CONFIG_SAVED: 'Auth configuration saved',
  SUPABASE_CREATED: 'Supabase project created successfully',
  SUPABASE_UNLINKED: 'Supabase project unlinked successfully',
  SUPABASE_LOGGED_OUT: 'Logged out from Supabase successfully',
  AI_INTEGRATIONS_REMOVED: 'Removed AI integrations',
  AI_READY: 'AI ready! Add a prompt to start building smart apps',
  RESEND_STARTED: 'Resend integration started.',
  RESEND_UPDATED: 'Resend settings updated successfully!',
  ANALYTICS_NOT_AVAILABLE: 'Analytics Not Available',
  ...KILN_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Seed 000 §4: the fork or duplicate progress labels, one per LIMITS.forkProgressSeconds step and after. */
export const FORK_PROGRESS_LABELS = [
  'Starting fork',
  'Copying project',
  'Installing dependencies',
  'Deploying project',
] as const;

/** Seed strings with a placeholder, filled in one place. */
export const MESSAGE_TEMPLATES = {
  /** Seed 000 §5. */
  invalidDomain: (example: string) => `Invalid domain name. Please enter a valid domain (e.g., ${example})`,
  alreadyConnected: (provider: DatabaseProvider) =>
    `You're already connected to ${provider}. Only one database connection is allowed at a time.`,
  previouslyUsing: (provider: DatabaseProvider) =>
    `This project was previously using ${provider}, please continue with ${provider}.`,
  /** Seed 000 §2 version history. */
  editEntry: (n: number, description: string) => `Edit #${n} • ${description}`,
  /** Seed 001 §2.4 bottom bar. */
  imagesMapped: (n: number) => `${n} images mapped`,
  applyImages: (n: number) => `Apply ${n} Images`,
  moreThumbnails: (n: number) => `+${n}`,
  /** Seed 001 §2.5. */
  deleteElementConfirm: (tag: string) =>
    `Are you sure you want to delete this ${tag} element? This action cannot be undone.`,
  /** Seed 001 §4.2. */
  fixAttempt: (n: number) => `Attempting to fix automatically (Attempt: ${n})`,
  /** Seed 001 §8. */
  deleteElementFailed: (error: string) => `Failed to delete element: ${error}`,
} as const;

/** The example host shown in the invalid-domain message. */
export const DOMAIN_EXAMPLE = 'example.com';
