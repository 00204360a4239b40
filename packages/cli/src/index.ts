export { parseArgs, USAGE } from './args';
export { type PullOptions, pull, TOKEN_REQUIRED } from './pull';
export { isSafeEntryName, UnsafeArchiveError, unpackZip } from './unpack';

/** The entry the Kiln server bundles into the single-file script it serves at /cli/kiln.mjs. */
export const CLI_ENTRY = new URL('./main.ts', import.meta.url).pathname;
