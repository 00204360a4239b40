/** What the sign-in page can be asked to say on arrival, through the router's location state. */
const SIGN_IN_NOTICES = {
  'password-changed': 'Your password was changed. Sign in with your new password.',
} as const;

export type SignInNotice = keyof typeof SIGN_IN_NOTICES;
export type SignInLocationState = { notice: SignInNotice };

/**
 * The notice in a location's state. The state is not a URL parameter so that a link cannot make
 * the page claim a password was changed; it is `unknown` as any page may have pushed it.
 */
export function signInNoticeText(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'string' && Object.hasOwn(SIGN_IN_NOTICES, notice)
    ? SIGN_IN_NOTICES[notice as SignInNotice]
    : null;
}
