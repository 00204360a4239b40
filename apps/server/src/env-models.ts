import type { z } from 'zod';
import type { EnvSchema } from './env';

/** The language models' settings (Anthropic, OpenAI, an OpenAI-compatible server), read out of the parsed environment. */

type ParsedEnv = z.infer<typeof EnvSchema>;

export interface ModelEnv {
  anthropic: { apiKey: string; model: string; baseURL: string | undefined } | undefined;
  openai: { apiKey: string; model: string; baseURL: string | undefined } | undefined;
  /** An OpenAI-compatible chat-completions server (Ollama, vLLM, LM Studio) with no OpenAI key. */
  compatible: { baseURL: string; model: string; apiKey: string | undefined } | undefined;
  offlineDelayMs: number;
  /** The default model's id (KILN_DEFAULT_MODEL); unset, the first configured one. */
  defaultModel: string | undefined;
  /** A model that sends nothing for this long (first event, then between events) fails the run. */
  timeouts: { firstByteMs: number; idleMs: number };
}

export function modelsFrom(e: ParsedEnv): ModelEnv {
  return {
    anthropic: e.ANTHROPIC_API_KEY
      ? { apiKey: e.ANTHROPIC_API_KEY, model: e.KILN_ANTHROPIC_MODEL, baseURL: e.ANTHROPIC_BASE_URL }
      : undefined,
    openai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, model: e.KILN_MODEL ?? e.KILN_OPENAI_MODEL, baseURL: e.OPENAI_BASE_URL }
      : undefined,
    compatible:
      e.OPENAI_BASE_URL && !e.OPENAI_API_KEY
        ? { baseURL: e.OPENAI_BASE_URL, model: e.KILN_MODEL ?? 'llama3.1', apiKey: undefined }
        : undefined,
    offlineDelayMs: e.KILN_OFFLINE_DELAY_MS,
    defaultModel: e.KILN_DEFAULT_MODEL,
    timeouts: { firstByteMs: e.KILN_MODEL_FIRST_BYTE_TIMEOUT_MS, idleMs: e.KILN_MODEL_IDLE_TIMEOUT_MS },
  };
}
