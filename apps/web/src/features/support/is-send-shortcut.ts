/** Cmd+Enter (macOS) or Ctrl+Enter sends a multi-line message; plain Enter adds a line. */
export function isSendShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'isComposing'>,
): boolean {
  return event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !event.isComposing;
}
