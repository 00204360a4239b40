// The workspace validates every message with `PreviewToParentMessageSchema`; a field over its cap
// would make the whole message invalid and dropped, so the bridge trims to the same caps.
export const MAX_MESSAGE_LENGTH = 20_000;
export const MAX_STACK_LENGTH = 50_000;
export const MAX_SOURCE_LENGTH = 2_000;
export const MAX_URL_LENGTH = 2_000;

export function truncate(value: string, max: number): string {
  return value.length <= max ? value : value.slice(0, max);
}
