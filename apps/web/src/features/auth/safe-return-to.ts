const FALLBACK = '/';
const PROBE_ORIGIN = 'http://kiln.invalid';

/**
 * The path to go back to after signing in, only when it stays on this origin: it must start with a
 * single '/', not '//' or '/\' (protocol-relative), carry no scheme and no control characters
 * (browsers strip tabs and newlines, which would turn '/\t/evil.com' into '//evil.com').
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_048) return FALLBACK;
  if (!value.startsWith('/')) return FALLBACK;
  if (value.startsWith('//') || value.startsWith('/\\')) return FALLBACK;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f]/.test(value)) return FALLBACK;
  try {
    // The last word goes to the URL parser: whatever it resolves to must keep our origin.
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return FALLBACK;
  } catch {
    return FALLBACK;
  }
  return value;
}

/** `/sign-in?returnTo=/workspace/abc%3Ffrom%3Dfork`: encoded, with slashes left readable. */
export function authHref(page: '/sign-in' | '/sign-up', returnTo?: string | null): string {
  const target = safeReturnTo(returnTo);
  return `${page}?returnTo=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/** Whether signing in or up comes back to carry on with a fork (`?from=fork` on the way back). */
export function isForkReturn(returnTo: string | null | undefined): boolean {
  const target = safeReturnTo(returnTo);
  return new URL(target, PROBE_ORIGIN).searchParams.get('from') === 'fork';
}
