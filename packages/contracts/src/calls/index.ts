import { feedbackCalls } from './feedback';
import { projectCalls } from './projects';
import { userCalls } from './users';

export * from './feedback';
export * from './projects';
export * from './users';

/** Every HTTP call Kiln answers, by name. The server registers routes from it; the web client is typed by it. */
export const calls = {
  ...projectCalls,
  ...userCalls,
  ...feedbackCalls,
} as const;

export type CallName = keyof typeof calls;
