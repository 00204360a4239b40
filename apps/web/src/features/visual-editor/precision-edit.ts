import type { CallBody, calls, ElementEditRecords } from '@kiln/contracts';

export type PrecisionEditBody = CallBody<typeof calls.applyPrecisionEdit>;

/**
 * Seed 001 §7 call 11: every record goes in one save. Edited elements become `updates` (their styles
 * and, when changed, their text), deleted ones `deletes`; `elementId` is the element's
 * `data-unique-id`, which names its file, line and column.
 */
export function precisionEditBody(
  webId: string,
  records: ElementEditRecords,
  tagNames: Record<string, string>,
  currentNavigationUrl: string | null,
): PrecisionEditBody {
  const updates: NonNullable<PrecisionEditBody['updates']> = [];
  const deletes: NonNullable<PrecisionEditBody['deletes']> = [];
  for (const [elementId, record] of Object.entries(records)) {
    if (record.type === 'deleting') {
      deletes.push({ elementId, filePath: record.filePath });
      continue;
    }
    updates.push({
      elementId,
      elementData: {
        tagName: tagNames[elementId] ?? 'div',
        ...(record.textContent === undefined ? {} : { textContent: record.textContent }),
      },
      filePath: record.filePath,
      style: record.styles,
    });
  }
  return {
    webId,
    updates,
    deletes,
    ...(currentNavigationUrl ? { currentNavigationUrl } : {}),
  };
}

/** The page the preview is on, as the app's router sees it: path, query and hash. */
export function navigationPath(address: string): string | null {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
