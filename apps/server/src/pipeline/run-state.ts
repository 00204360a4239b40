import type { Phase, SubPhase } from '@kiln/contracts';

/**
 * A generation run as a pure state machine (STYLE.md "racy workflows are pure reducers"): the
 * controller feeds it events and does the effects; this file decides what may happen next.
 *
 * - first generation: PROMPT → CLONE_AND_SETUP_REPO → INSTALL_DEPENDENCIES → BUILD_INITIAL_PROJECT →
 *   UPLOAD_TO_S3 → RUN_LLM_EDIT → BUILD_PROJECT → UPLOAD_LATEST_CODE → COMPLETE
 * - edits: RUN_LLM_EDIT → BUILD_PROJECT → UPLOAD_LATEST_CODE → COMPLETE
 * - chat mode: RUN_LLM_EDIT (CHAT) → COMPLETE, touching no code
 * - using a component (the Components tab): INTEGRATE_COMPONENT (its files copied in) → RUN_LLM_EDIT
 *   (the model places it on the page) → BUILD_PROJECT → UPLOAD_LATEST_CODE → COMPLETE
 * - connecting Supabase: INTEGRATE_SUPABASE (its client written into the app) → RUN_LLM_EDIT (the
 *   model is told what arrived) → BUILD_PROJECT → UPLOAD_LATEST_CODE → COMPLETE
 * Any phase may end in FAILED.
 */
export type RunKind = 'first' | 'edit' | 'chat' | 'component' | 'supabase';

export const MAX_FIX_ATTEMPTS = 2;

export interface RunState {
  kind: RunKind;
  phase: Phase;
  subPhase: SubPhase | null;
  /** Automatic fix attempts made in this turn. */
  attempts: number;
  /** Error signatures already sent back to the model: the same one is never retried. */
  signatures: readonly string[];
  failure: string | null;
}

export type RunEvent =
  /** The current phase finished; move to the next one of this kind of run. */
  | { type: 'PHASE_DONE' }
  /** Within RUN_LLM_EDIT. */
  | { type: 'SUB_PHASE'; subPhase: SubPhase }
  /** Validation failed with errors identified by `signature`. */
  | { type: 'CHECKS_FAILED'; signature: string; summary: string }
  /** The model answered without changing a file: nothing to build, the run is complete. */
  | { type: 'NO_CHANGES' }
  | { type: 'FAIL'; reason: string };

const PLANS: Record<RunKind, readonly Phase[]> = {
  first: [
    'PROMPT',
    'CLONE_AND_SETUP_REPO',
    'INSTALL_DEPENDENCIES',
    'BUILD_INITIAL_PROJECT',
    'UPLOAD_TO_S3',
    'RUN_LLM_EDIT',
    'BUILD_PROJECT',
    'UPLOAD_LATEST_CODE',
    'COMPLETE',
  ],
  edit: ['RUN_LLM_EDIT', 'BUILD_PROJECT', 'UPLOAD_LATEST_CODE', 'COMPLETE'],
  chat: ['RUN_LLM_EDIT', 'COMPLETE'],
  component: ['INTEGRATE_COMPONENT', 'RUN_LLM_EDIT', 'BUILD_PROJECT', 'UPLOAD_LATEST_CODE', 'COMPLETE'],
  supabase: ['INTEGRATE_SUPABASE', 'RUN_LLM_EDIT', 'BUILD_PROJECT', 'UPLOAD_LATEST_CODE', 'COMPLETE'],
};

const SUB_PHASE_ORDER: readonly SubPhase[] = ['CODING', 'EDITING', 'INSTALLING', 'TESTING', 'CHAT'];

export function initialRunState(kind: RunKind): RunState {
  const phase = PLANS[kind][0] as Phase;
  return {
    kind,
    phase,
    subPhase: phase === 'RUN_LLM_EDIT' ? (kind === 'chat' ? 'CHAT' : 'CODING') : null,
    attempts: 0,
    signatures: [],
    failure: null,
  };
}

export function isFinished(state: RunState): boolean {
  return state.phase === 'COMPLETE' || state.phase === 'FAILED';
}

function fail(state: RunState, reason: string): RunState {
  return { ...state, phase: 'FAILED', subPhase: null, failure: reason };
}

/** Total: every event in every state gives a state; illegal moves fail the run rather than throw. */
export function transition(state: RunState, event: RunEvent): RunState {
  if (isFinished(state)) return state;
  switch (event.type) {
    case 'PHASE_DONE': {
      const plan = PLANS[state.kind];
      const next = plan[plan.indexOf(state.phase) + 1];
      if (!next) return fail(state, `No phase after ${state.phase}`);
      const subPhase = next === 'RUN_LLM_EDIT' ? (state.kind === 'chat' ? 'CHAT' : 'CODING') : null;
      return { ...state, phase: next, subPhase };
    }
    case 'SUB_PHASE': {
      if (state.phase !== 'RUN_LLM_EDIT')
        return fail(state, `Sub-phase ${event.subPhase} outside RUN_LLM_EDIT`);
      if (state.kind === 'chat' && event.subPhase !== 'CHAT')
        return fail(state, 'Chat mode does not change code');
      if (state.kind !== 'chat' && event.subPhase === 'CHAT') return state;
      const from = state.subPhase ? SUB_PHASE_ORDER.indexOf(state.subPhase) : -1;
      const to = SUB_PHASE_ORDER.indexOf(event.subPhase);
      // Forward only, except a fix attempt going back from TESTING to EDITING (CHECKS_FAILED does that).
      return to >= from ? { ...state, subPhase: event.subPhase } : state;
    }
    case 'CHECKS_FAILED': {
      if (state.phase !== 'RUN_LLM_EDIT' || state.kind === 'chat') return fail(state, event.summary);
      const isRepeat = state.signatures.includes(event.signature);
      if (isRepeat || state.attempts >= MAX_FIX_ATTEMPTS) return fail(state, event.summary);
      return {
        ...state,
        subPhase: 'EDITING',
        attempts: state.attempts + 1,
        signatures: [...state.signatures, event.signature],
      };
    }
    case 'NO_CHANGES':
      if (state.phase !== 'RUN_LLM_EDIT') return fail(state, `No changes outside RUN_LLM_EDIT`);
      return { ...state, phase: 'COMPLETE', subPhase: null };
    case 'FAIL':
      return fail(state, event.reason);
  }
}
