/** The query parameter that makes a reload skip the browser's cache (seed 001 §4.2). */
export const RELOAD_PARAM = 'kiln_reload';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The exact origin messages from the preview must come from; null for a URL that cannot be parsed. */
export function originOf(url: string): string | null {
  const parsed = parse(url);
  return parsed && parsed.origin !== 'null' ? parsed.origin : null;
}

/** `url` with the cache-busting parameter set to `count`; the first load (count 0) stays as it is. */
export function withReloadParam(url: string, count: number): string {
  if (count <= 0) return url;
  const parsed = parse(url);
  if (!parsed) return url;
  parsed.searchParams.set(RELOAD_PARAM, String(count));
  return parsed.toString();
}

/** What the address bar shows: the preview's URL without Kiln's cache-busting parameter. */
export function stripReloadParam(url: string): string {
  const parsed = parse(url);
  if (!parsed?.searchParams.has(RELOAD_PARAM)) return url;
  parsed.searchParams.delete(RELOAD_PARAM);
  return parsed.toString();
}

/**
 * Where a reload lands: the page the server names (upload:success's navigationUrl, a path or a URL),
 * else the page the preview is on, else the preview's root. Only ever on the preview's own origin.
 */
export function resolveReloadUrl(base: string, target: string | null, current: string | null): string {
  const origin = originOf(base);
  if (!origin) return base;
  for (const candidate of [target, current]) {
    if (!candidate) continue;
    const parsed = parse(new URL(candidate, base).toString());
    if (parsed && parsed.origin === origin) return stripReloadParam(parsed.toString());
  }
  return base;
}
