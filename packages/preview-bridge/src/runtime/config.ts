import type { EditableStyleKey } from '@kiln/contracts';

/**
 * Values the server bakes in at bundle time (build-script.ts `define`), so the bridge carries the
 * seed's wording and the editable style keys without bundling the whole contracts package.
 */
export type BridgeText = {
  inspectHint: string;
  multiSelectHint: string;
};

declare const __KILN_TEXT__: BridgeText;
declare const __KILN_STYLE_KEYS__: readonly EditableStyleKey[];

export const TEXT: BridgeText = __KILN_TEXT__;
export const STYLE_KEYS: readonly EditableStyleKey[] = __KILN_STYLE_KEYS__;
