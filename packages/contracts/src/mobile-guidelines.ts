/**
 * Seed 000 §5: a request marked mobile-responsive gets guideline text appended; the chat shows only
 * the request. The guidelines start after a blank line with this heading on a line of its own, so the
 * request can always be told from them (by the chat, and by the offline model, which must act on the
 * request alone).
 */
export const MOBILE_RESPONSIVE_HEADING = 'Mobile responsiveness guidelines:';

export const MOBILE_RESPONSIVE_GUIDELINES = [
  MOBILE_RESPONSIVE_HEADING,
  '- Design mobile-first: every page you change must work from 375px wide up to desktop, with no horizontal scrolling.',
  '- Stack multi-column layouts into one column on small screens; use Tailwind responsive prefixes (sm:, md:, lg:) for wider ones.',
  '- Collapse a navigation bar with several links into a menu button below the md breakpoint.',
  '- Keep tap targets at least 44px high and body text at least 16px.',
  '- Let images and media scale with their container (max-w-full, h-auto, object-cover).',
  '- Check the result at mobile (375px), tablet (768px) and desktop widths.',
].join('\n');

const SEPARATOR = `\n\n${MOBILE_RESPONSIVE_HEADING}\n`;

/** The request with the guidelines appended (an empty request stays empty: there is nothing to mark). */
export function withMobileGuidelines(request: string): string {
  const trimmed = request.trim();
  return trimmed ? `${trimmed}\n\n${MOBILE_RESPONSIVE_GUIDELINES}` : trimmed;
}

/** A stored message split into what the person asked and whether it was marked mobile-responsive. */
export function readRequest(content: string): { request: string; isMobileResponsive: boolean } {
  const at = content.indexOf(SEPARATOR);
  if (at === -1) return { request: content, isMobileResponsive: false };
  return { request: content.slice(0, at).trimEnd(), isMobileResponsive: true };
}
