/**
 * User-facing strings the seeds give verbatim. Server and web both read them from here so the
 * wording cannot drift. Keep the seeds' spelling and punctuation exactly (note the curly apostrophe
 * in PREMIUM_RESTRICTED).
 */
export const MESSAGES = {
  // seed 000 §6
  PREMIUM_RESTRICTED: 'We’ve restricted free access, upgrade to premium to use this feature.',
  PREMIUM_SUGGESTIONS: 'You need to upgrade to premium to use suggestions.',
  SIGN_IN_TO_FORK: 'Please sign in to fork!',
  NO_PERMISSION_SWITCH_VERSIONS: "You don't have permission to switch versions",
  // seed 000 §8
  PROJECT_RENAMED: 'Project renamed successfully',
  RENAME_FAILED: 'Failed to rename project',
  FAVOURITE_FAILED: 'Failed to update favorite',
  FAVOURITE_ADDED: 'Added to favorites',
  FAVOURITE_REMOVED: 'Removed from favorites',
  LINK_COPIED: 'Link copied to clipboard',
  LINK_COPY_FAILED: 'Failed to copy link',
  URL_COPIED: 'URL copied to clipboard',
  PROJECT_NOT_FOUND: 'Project not found',
  FORK_FAILED: 'Failed to fork project',
  CLONE_FAILED: 'Failed to clone project',
  // seed 002 §5 / §8
  PRIVATE_NEEDS_PREMIUM: 'You need a premium subscription to make projects private',
  VISIBILITY_FAILED: 'Failed to update project visibility. Please try again.',
  NOW_PRIVATE:
    'Your project is now private. Only you can access it unless you explicitly share the preview link.',
  NOW_PUBLIC: 'Your project is now public and can be viewed by anyone.',
  PROJECT_DELETED: 'Project deleted successfully',
  DELETE_FAILED: 'Failed to delete project',
  FETCH_PROJECT_FAILED: 'Failed to fetch project data',
  SEND_MESSAGE_FAILED: 'Failed to send message',
  NOT_OWNER: 'You are not the owner of this project.',
  // seed 002 §2
  BEST_ON_DESKTOP: 'This page is best viewed on desktop',
  // ours, in the seeds' voice
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
  NAME_REQUIRED: 'Project name cannot be empty',
  EMAIL_MISMATCH: 'You can only update your own account.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  INVALID_REQUEST: 'Invalid request',
  FEEDBACK_SENT: 'Thanks! Your feedback was sent.',
  SUPPORT_SENT: 'Message sent. Our team will reply by email.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
