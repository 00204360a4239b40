import { start } from './start';

// Replaced at bundle time with the JSON-encoded workspace origin (see build-script.ts).
declare const __KILN_ORIGIN__: string;

start({ kilnOrigin: __KILN_ORIGIN__ });
