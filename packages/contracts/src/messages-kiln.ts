/**
 * User-facing strings the seeds do not give: Kiln's own, written in the seeds' voice. They are part of
 * `MESSAGES` (messages.ts), so server and web read every string from one place.
 */
export const KILN_MESSAGES = {
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
  NAME_REQUIRED: 'Project name cannot be empty',
  EMAIL_MISMATCH: 'You can only update your own account.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  INVALID_REQUEST: 'Invalid request',
  FEEDBACK_SENT: 'Thanks! Your feedback was sent.',
  SUPPORT_SENT: 'Message sent. Our team will reply by email.',
  DISCARD_CHANGES_DESCRIPTION: 'Your unsaved image changes will be discarded.',
  THIRD_PARTY_COMPONENT_HINT:
    'This component cannot be edited directly. Describe the change in the prompt instead.',
  /** Issue 22 §2: staff read a project's chat (seed 002 §6) but only its owner sends. */
  STAFF_CHAT_READ_ONLY: 'You are viewing this chat as staff. Only the project’s owner can send messages.',
  GENERATION_RUNNING: 'A generation is already running for this project. Please wait for it to finish.',
  DEPLOY_FIRST: 'Deploy the project before adding a custom domain.',
  NO_CUSTOM_DOMAIN: 'This project has no custom domain.',
  KNOWLEDGE_BASE_SAVED: 'Knowledge base saved',
  ACCESS_TOKEN_REVOKED: 'Token revoked',
  ACCESS_TOKEN_SHOWN_ONCE: 'Copy this token now. You will not be able to see it again.',
  // Issue 17 §6: what `kiln pull` answers for a token that is not (or no longer) one of a user's.
  ACCESS_TOKEN_INVALID:
    'Invalid token: it is unknown or was revoked. Create a new one in the Download dialog or on your account page.',
  // Issue 13 §5: the owner stops a run from the composer.
  STOP_RUN_FAILED: 'The run could not be stopped. Please try again.',
  // Issue 13 §4: the private preview link can be revoked.
  PREVIEW_LINK_RESET: 'Private link reset. Links shared before no longer open the preview.',
  PREVIEW_LINK_RESET_FAILED: 'Failed to reset the private link. Please try again.',
  PREVIEW_LINK_PUBLIC: 'This project is public: its preview link has no private part to reset.',
  PREVIEW_LINK_RESET_CONFIRM:
    'Everyone you shared the private preview link with loses access. Your workspace preview keeps working.',
  // Issue 15 §1: the secrets a project's app uses, kept encrypted on the server.
  SECRET_NAME_INVALID:
    'Use capital letters, digits and underscores, starting with a letter (e.g. STRIPE_SECRET_KEY)',
  SECRET_VALUE_REQUIRED: 'Enter a value for the secret',
  SECRET_RESERVED: 'Kiln manages this secret itself with its integration',
  SECRET_SAVED: 'Secret saved',
  SECRET_DELETED: 'Secret deleted',
  SECRET_NOT_FOUND: 'This project has no secret with that name',
  // Issue 16 §1: a Firestore service account is checked with Google before it is stored.
  FIREBASE_KEY_REFUSED: 'Google did not accept this service account key.',
  FIREBASE_KEY_UNREADABLE: 'The private key of this service account cannot be read.',
  FIREBASE_UNREACHABLE: 'Google could not be reached to check the service account. Please try again.',
  FIREBASE_PROJECTS_DIFFER:
    'The Auth config and the service account belong to different Firebase projects. Use both from the same project.',
  // Issue 15 §5: Supabase's account link.
  SUPABASE_NOT_CONFIGURED:
    'Supabase is not set up on this Kiln instance (SUPABASE_OAUTH_CLIENT_ID and SUPABASE_OAUTH_CLIENT_SECRET).',
  SUPABASE_NOT_CONNECTED: 'Connect your Supabase account first.',
  SUPABASE_UNREACHABLE: 'Supabase could not be reached. Please try again.',
  SUPABASE_CONNECT_EMAIL_MISMATCH: 'You can only connect Supabase to your own account.',
  SUPABASE_ALREADY_LINKED: 'This project is already linked to a Supabase project. Unlink it first.',
  SUPABASE_PROJECT_NOT_FOUND: 'That Supabase project is not in your Supabase account.',
  POPUP_BLOCKED: 'Your browser blocked the sign-in window. Allow pop-ups for Kiln and try again.',
  SUPABASE_LINKED: 'Supabase project linked successfully',
  SUPABASE_LINK_FAILED: 'Failed to link Supabase project',
  SUPABASE_URL_REQUIRED: 'Enter the address of your Supabase',
  SUPABASE_URL_INVALID: 'Enter a full http(s) address, like https://supabase.example.com',
  SUPABASE_ANON_KEY_REQUIRED: 'Enter the anon key',
  SUPABASE_SERVICE_KEY_REQUIRED: 'Enter the service role key',
  SUPABASE_HOST_INTERNAL:
    'Kiln does not connect to addresses on its own network. Use a public address, or ask whoever runs Kiln to allow internal hosts.',
  SUPABASE_SELF_HOSTED_UNREACHABLE: 'Kiln could not reach a Supabase at that address with that anon key.',
  SUPABASE_SERVICE_KEY_REFUSED: 'Your Supabase did not accept that service role key.',
  SUPABASE_SELF_HOSTED_LINKED: 'Self-hosted Supabase connected successfully',
  SUPABASE_NOT_LINKED: 'This project is not linked to that Supabase project.',
  MIGRATION_NOT_FOUND: 'Migration not found',
  MIGRATION_ALREADY_APPLIED: 'This migration has already been applied.',
  MIGRATION_NEEDS_SUPABASE: 'Link a Supabase database to this project to apply its migrations.',
  MIGRATION_APPLIED: 'Migration applied to your database',
  MIGRATION_FAILED: 'The database refused this migration',
} as const;
