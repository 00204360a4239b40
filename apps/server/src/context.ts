import type { Auth } from './auth/auth';
import type { ViewerResolver } from './auth/viewer';
import type { Db } from './db/client';
import type { ProjectEngine } from './engine/engine';
import type { SpareProject } from './engine/spare-project';
import type { Env } from './env';
import type { RepoStore } from './git/repo-store';
import type { Mailer } from './mail/mailer';
import type { ModelRegistry } from './models/registry';
import type { DraftViews } from './pipeline/draft-views';
import type { RunController } from './pipeline/run-controller';
import type { ProjectReads } from './projects/project-reads';
import type { ScaleOut } from './scale/scale-out';
import type { ProjectSecrets } from './secrets/project-secrets';
import type { ArtifactMirror } from './storage/artifact-mirror';

/** What every capability's routes and services are given. */
export interface AppContext {
  env: Env;
  db: Db;
  auth: Auth;
  /** Who is asking, settled once per request through the viewer cache. */
  viewers: ViewerResolver;
  /** The instance secret (signs sessions and private preview tokens). */
  authSecret: string;
  /** The projects' git repositories. */
  repos: RepoStore;
  /** Object storage behind the data dir (S3), or the data dir alone: builds, screenshots, uploads. */
  mirror: ArtifactMirror;
  /** Repositories, builds and versions of projects. */
  engine: ProjectEngine;
  /** The language models this instance can use. */
  models: ModelRegistry;
  /** Hot project reads (the workspace's `web/get`), cached until the project or its owner changes. */
  projectReads: ProjectReads;
  /** Generation runs, one at a time per project. */
  runs: RunController;
  /** The secrets projects' apps use, sealed at rest (issue 15 §1). */
  secrets: ProjectSecrets;
  /** The next new project's id with its worker started (null: off, or no sandbox). */
  spares: SpareProject | null;
  /** Drafts fetched by a preview: a watched draft's smoke render waits for its first view. */
  drafts: DraftViews;
  /** What this node shares with the others (Redis), or keeps to itself with one node. */
  scale: ScaleOut;
  /** Kiln's own email: SMTP, or the operator's outbox. */
  mailer: Mailer;
}

/** What exists before the engine: enough to authenticate and authorise (the realtime socket). */
export type BaseContext = Pick<AppContext, 'env' | 'db' | 'auth' | 'viewers' | 'authSecret' | 'mirror'>;
