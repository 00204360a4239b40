import type { Phase } from '@kiln/contracts';
import type { ModelMessage } from 'ai';
import { listMessages } from '../chat/repository';
import { integrateComponent } from '../components/integrate-phase';
import type { Db } from '../db/client';
import type { RepoStore } from '../git/repo-store';
import { integrateSupabase } from '../integrations/supabase/app-client';
import { appendToLastUserMessage, selectedElementsNote, toModelMessages } from './run-messages';
import type { RunRequest } from './run-types';
import type { TurnOutput } from './turn';

/**
 * What a run's first turn starts from: the conversation (the elements picked in the preview noted on
 * the user's message), and what Kiln itself copied into the app in the run's INTEGRATE_* phase — a
 * component's files, Supabase's client — told to the model and committed with its turn.
 */
export async function openRun(
  deps: { db: Db; repos: RepoStore },
  request: RunRequest,
  phase: Phase,
): Promise<{ messages: ModelMessage[]; integrated: TurnOutput | null }> {
  const messages = toModelMessages(
    await listMessages(deps.db, request.projectId),
    request.assistantMessageId,
  );
  if (request.selectedElements?.length) {
    appendToLastUserMessage(messages, selectedElementsNote(request.selectedElements));
  }
  let integrated: TurnOutput | null = null;
  if (phase === 'INTEGRATE_COMPONENT' && request.component) {
    integrated = await integrateComponent(deps.repos, { ...request, component: request.component }, messages);
  } else if (phase === 'INTEGRATE_SUPABASE' && request.supabase) {
    integrated = await integrateSupabase(deps.repos, { ...request, supabase: request.supabase }, messages);
  }
  return { messages, integrated };
}
