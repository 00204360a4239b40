import { MAX_SELECTED_ELEMENTS } from '@kiln/contracts/preview-messages';

/**
 * Seed 001 §4.7: a click selects one element; Shift+click adds or removes one; clicking the only
 * selected element clears the selection. `isSingle` (the element editor) keeps one element at most.
 */
export function nextSelection<T>(
  current: readonly T[],
  clicked: T,
  isShift: boolean,
  isSingle: boolean,
): T[] {
  const index = current.indexOf(clicked);
  if (isShift && !isSingle) {
    if (index >= 0) return current.filter((_, i) => i !== index);
    return current.length >= MAX_SELECTED_ELEMENTS ? [...current] : [...current, clicked];
  }
  if (index >= 0 && current.length === 1) return [];
  return [clicked];
}

/** SET_SELECTION: the positions to keep, in order; positions past the end are ignored. */
export function keepPositions<T>(current: readonly T[], keep: readonly number[]): T[] {
  return keep.flatMap((position) => (position < current.length ? [current[position] as T] : []));
}
