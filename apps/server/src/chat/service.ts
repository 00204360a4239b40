import {
  BUILD_ERROR_MARKER,
  type InspectedElement,
  MESSAGES,
  type SubscriptionLimitBody,
  type SupabaseClientConfig,
} from '@kiln/contracts';
import type { Viewer } from '../auth/viewer';
import { loadUsableComponent } from '../components/service';
import type { AppContext } from '../context';
import type { ProjectRow } from '../db/schema';
import { AppError } from '../http/errors';
import type { RunKind } from '../pipeline/run-state';
import { startOfMonth } from '../usage/service';
import { countBuildMessagesSince, insertMessage } from './repository';
import { assertConcurrentRuns, assertDailyRuns, concurrentRunsError } from './run-quotas';

export const RUN_IN_PROGRESS =
  'A generation is already running for this project. Please wait for it to finish.';

export interface EditsInfo {
  used: number;
  allowed: number;
}

/** Free accounts have a number of edits per month; premium ones are not counted against it. */
export async function editsInfo(ctx: AppContext, viewer: Viewer): Promise<EditsInfo> {
  const used = await countBuildMessagesSince(ctx.db, viewer.user.id, startOfMonth());
  return { used, allowed: viewer.isPremium ? Math.max(used, 0) + 1_000_000 : ctx.env.freeEditsPerMonth };
}

function subscriptionLimit(info: EditsInfo, ctx: AppContext): AppError {
  const next = startOfMonth();
  next.setUTCMonth(next.getUTCMonth() + 1);
  const extra: Omit<SubscriptionLimitBody, 'success' | 'message' | 'code'> = {
    type: 'SUBSCRIPTION_LIMIT',
    limits: { editsUsed: info.used, editsAllowed: info.allowed, resetsAt: next.toISOString() },
    upgrade: { url: `${ctx.env.publicUrl}/?upgrade=1`, plan: 'premium' },
  };
  return new AppError(
    'payment_required',
    `You have used all ${info.allowed} edits of the free plan this month. Upgrade to premium to keep building.`,
    extra,
  );
}

export interface StartRunInput {
  project: ProjectRow;
  viewer: Viewer;
  content: string;
  mode: 'build' | 'chat';
  modelId?: string;
  navigationUrl?: string;
  attachments?: { url: string; name: string; contentType: string }[];
  /** The project's first prompt is already stored (by project creation). */
  userMessageId?: string;
  /** A component project to copy in and place on the page (the Components tab). */
  componentId?: string;
  /** Elements picked in the preview (Select Element), told to the model with the message. */
  selectedElements?: InspectedElement[];
  /**
   * A Supabase database just linked: its client is written in INTEGRATE_SUPABASE. Kiln starts this
   * run itself, so it is not one of the owner's edits.
   */
  supabase?: SupabaseClientConfig;
}

/**
 * Stores the user's message first (nothing the user wrote is lost, whatever happens next), then
 * the assistant message the reply streams into, then starts the run.
 */
export async function startRun(
  ctx: AppContext,
  input: StartRunInput,
): Promise<{ assistantMessageId: string; edits: EditsInfo }> {
  if (ctx.runs.isActive(input.project.id)) throw AppError.conflict(RUN_IN_PROGRESS);
  const allowed = assertConcurrentRuns(ctx, input.viewer);
  const slot = await ctx.runs.reserve(input.project.id, { id: input.viewer.user.id, allowed });
  if (slot === 'quota') throw concurrentRunsError(input.viewer, allowed);
  if (!slot) throw AppError.conflict(RUN_IN_PROGRESS);
  try {
    await assertDailyRuns(ctx, input.viewer);
    return await storeAndStart(ctx, input);
  } catch (err) {
    slot.release();
    throw err;
  }
}

async function storeAndStart(
  ctx: AppContext,
  input: StartRunInput,
): Promise<{ assistantMessageId: string; edits: EditsInfo }> {
  const { project, viewer } = input;
  const edits = await editsInfo(ctx, viewer);
  const isFix = input.content.includes(BUILD_ERROR_MARKER);
  const isEdit = input.mode === 'build' && !input.userMessageId && !isFix && !input.supabase;
  if (isEdit && edits.used >= edits.allowed) throw subscriptionLimit(edits, ctx);
  const model = ctx.models.getLanguageModel(input.modelId);
  if (input.componentId && input.mode !== 'build') {
    throw AppError.validation('Switch to build mode to add a component.');
  }
  const component = input.componentId
    ? await loadUsableComponent(ctx, project, input.componentId)
    : undefined;

  const userMessageId =
    input.userMessageId ??
    (
      await insertMessage(ctx.db, {
        projectId: project.id,
        role: 'user',
        content: input.content,
        mode: input.mode,
        attachments: (input.attachments ?? []).map((a, i) => ({ _id: `${Date.now()}-${i}`, ...a })),
      })
    ).id;
  const assistant = await insertMessage(ctx.db, {
    projectId: project.id,
    role: 'assistant',
    content: '',
    status: 'streaming',
    model: model.id,
  });
  await ctx.runs.start({
    projectId: project.id,
    subdomain: project.subdomain,
    userId: viewer.user.id,
    userMessageId,
    assistantMessageId: assistant.id,
    kind: runKind(input, project, component !== undefined),
    modelId: model.id,
    knowledgeBase: project.knowledgeBase,
    ...(input.navigationUrl ? { navigationUrl: input.navigationUrl } : {}),
    platform: project.platform,
    ...(component ? { component } : {}),
    ...(input.supabase ? { supabase: input.supabase } : {}),
    ...(input.selectedElements?.length ? { selectedElements: input.selectedElements } : {}),
  });
  return {
    assistantMessageId: assistant.id,
    edits: { ...edits, used: edits.used + (isEdit ? 1 : 0) },
  };
}

function runKind(input: StartRunInput, project: ProjectRow, hasComponent: boolean): RunKind {
  if (input.mode === 'chat') return 'chat';
  if (hasComponent) return 'component';
  if (input.supabase) return 'supabase';
  return project.currentCommitHash ? 'edit' : 'first';
}

export function assertCanChat(isOwner: boolean, viewer: Viewer | null): void {
  if (!isOwner && !viewer?.isStaff) throw AppError.forbidden(MESSAGES.NOT_OWNER);
}
