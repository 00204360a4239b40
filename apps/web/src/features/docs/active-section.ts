export type SectionTop = { id: string; top: number };

/**
 * The section a reader is in: the last one whose heading has passed `offset` (the sticky header's
 * height plus a margin), the first one before any has, and the last one once the page is scrolled to
 * its end (short final sections never reach the top).
 */
export function pickActiveSection(
  sections: readonly SectionTop[],
  { offset, isAtEnd }: { offset: number; isAtEnd: boolean },
): string | null {
  if (sections.length === 0) return null;
  if (isAtEnd) return sections[sections.length - 1]?.id ?? null;
  let active = sections[0]?.id ?? null;
  for (const section of sections) {
    if (section.top - offset <= 0) active = section.id;
  }
  return active;
}
