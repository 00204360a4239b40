/**
 * What a run tells the model besides its prompt, as AI SDK `providerOptions` under Kiln's own key:
 * `kiln` is the offline model's provider, and other providers read only their own key. Real models
 * learn the same from the system prompt's notes; the offline model reads the flags, not the prose.
 */
export const KILN_PROVIDER = 'kiln';

export type KilnRunFlags = {
  /** A later build run: the project already has its app (a fork's or a duplicate's first message too). */
  existingApp: boolean;
};

export function kilnProviderOptions(flags: KilnRunFlags): { [KILN_PROVIDER]: KilnRunFlags } {
  return { [KILN_PROVIDER]: flags };
}

/** The flags in a model call's `providerOptions`; absent ones are false. */
export function readKilnRunFlags(providerOptions: Record<string, unknown> | undefined): KilnRunFlags {
  const own = providerOptions?.[KILN_PROVIDER];
  const flags = typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
  return { existingApp: flags.existingApp === true };
}
