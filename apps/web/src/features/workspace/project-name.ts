/**
 * Seed 000 §5: the trimmed name to save, or null when the rename is skipped (empty, or unchanged
 * after trimming).
 */
export function nextProjectName(draft: string, current: string): string | null {
  const trimmed = draft.trim();
  if (!trimmed || trimmed === current.trim()) return null;
  return trimmed;
}
