#!/usr/bin/env node
// In the monorepo the CLI runs from its TypeScript source; a Kiln instance serves it bundled at /cli/kiln.mjs.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
