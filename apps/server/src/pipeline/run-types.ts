import type { InspectedElement, Platform, SupabaseClientConfig } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ComponentRef } from '../components/service';
import type { BaseContext } from '../context';
import type { ProjectEngine } from '../engine/engine';
import type { SpareProject } from '../engine/spare-project';
import type { RepoStore } from '../git/repo-store';
import type { ModelRegistry } from '../models/registry';
import type { Realtime } from '../realtime/socket';
import type { LiveReplies } from '../scale/live-replies';
import type { RunLeases } from '../scale/run-leases';
import type { RunQueue } from '../scale/run-queue';
import type { CheckDeps } from './checks';
import type { DraftViews } from './draft-views';
import type { RunKind } from './run-state';

/** One generation run as the chat asks for it, and what the run controller works with. */
export interface RunRequest {
  projectId: string;
  subdomain: string;
  userId: string;
  userMessageId: string;
  assistantMessageId: string;
  kind: RunKind;
  modelId: string;
  knowledgeBase: string;
  navigationUrl?: string;
  platform?: Platform;
  /** A `component` run: the component project to copy in (INTEGRATE_COMPONENT). */
  component?: ComponentRef;
  /** A `supabase` run: the database whose client INTEGRATE_SUPABASE writes (URL and anon key only). */
  supabase?: SupabaseClientConfig;
  /** Elements picked in the preview with the message (Select Element). */
  selectedElements?: InspectedElement[];
}

export interface RunControllerDeps {
  ctx: BaseContext & { repos: RepoStore };
  engine: ProjectEngine;
  models: ModelRegistry;
  realtime: Realtime;
  checks: CheckDeps;
  log: FastifyBaseLogger;
  /** Told when a first run's project has its preview built, so the next spare is reserved then. */
  spares?: Pick<SpareProject, 'built'> | null;
  /** Told when a preview fetches a draft, so the smoke render waits for a watched one. */
  drafts?: DraftViews;
  /** With more than one API node (Redis): each project's run slot as a lease across nodes. */
  leases?: RunLeases;
  /** With Redis: runs go on this job queue, for whichever worker takes them. */
  queue?: Pick<RunQueue, 'add' | 'takeWaiting'>;
  /** With Redis: each reply's chunks as sent, for the nodes that do not run it. */
  live?: LiveReplies;
}

/** A project's claimed run slot (a run, a deploy, a visual edit...): released when its work ends. */
export interface RunSlot {
  release(): void;
}
