export { createBuilder } from './builder';
export { BuildTimeoutError } from './queue';
export type { BuildError, Builder, BuilderOptions, BuildMode, BuildRequest, BuildResult } from './types';
