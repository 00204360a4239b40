import type { Auth } from './auth/auth';
import type { Db } from './db/client';
import type { Env } from './env';
import type { RepoStore } from './git/repo-store';

/** What every capability's routes and services are given. */
export interface AppContext {
  env: Env;
  db: Db;
  auth: Auth;
  /** The instance secret (signs sessions and private preview tokens). */
  authSecret: string;
  /** The projects' git repositories. */
  repos: RepoStore;
}
