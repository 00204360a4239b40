import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { DEFAULT_MODEL_LABEL, type ModelInfo, OFFLINE_MODEL_ID } from '@kiln/contracts';
import { createOfflineModel } from '@kiln/offline-model';
import type { ModelEnv } from '../env';
import { AppError } from '../http/errors';
import { withStreamTimeouts } from './stream-timeouts';

interface Entry {
  info: Omit<ModelInfo, 'isDefault'>;
  create: () => LanguageModelV3;
}

/**
 * The models this instance can use, switched on by environment: Anthropic (the default real model,
 * shown as "sonnet-4"), OpenAI, an OpenAI-compatible server (Ollama, vLLM, LM Studio: chat
 * completions), and always the built-in offline model. The first configured one is the default,
 * unless KILN_DEFAULT_MODEL names another.
 */
export class ModelRegistry {
  private readonly entries: Entry[] = [];

  constructor(private readonly env: ModelEnv) {
    const { anthropic, openai, compatible } = env;
    if (anthropic) {
      const provider = createAnthropic({ apiKey: anthropic.apiKey, baseURL: anthropic.baseURL });
      this.entries.push({
        info: { id: 'sonnet-4', label: DEFAULT_MODEL_LABEL, provider: 'anthropic', isOffline: false },
        create: () => provider(anthropic.model),
      });
    }
    if (openai) {
      const provider = createOpenAI({ apiKey: openai.apiKey, baseURL: openai.baseURL });
      this.entries.push({
        info: { id: `openai:${openai.model}`, label: openai.model, provider: 'openai', isOffline: false },
        create: () => (openai.baseURL ? provider.chat(openai.model) : provider(openai.model)),
      });
    }
    if (compatible) {
      // Chat-completions servers speak /chat/completions, not OpenAI's Responses API; this provider
      // also reads the `reasoning_content` local reasoning models stream (shown as thinking).
      const provider = createOpenAICompatible({
        name: 'local',
        apiKey: compatible.apiKey,
        baseURL: compatible.baseURL,
        includeUsage: true,
      });
      this.entries.push({
        info: {
          id: `local:${compatible.model}`,
          label: compatible.model,
          provider: 'openai-compatible',
          isOffline: false,
        },
        create: () => provider.chatModel(compatible.model),
      });
    }
    this.entries.push({
      info: { id: OFFLINE_MODEL_ID, label: 'Kiln offline', provider: 'offline', isOffline: true },
      create: () => createOfflineModel({ delayMs: env.offlineDelayMs }),
    });
    if (env.defaultModel) {
      const at = this.entries.findIndex((entry) => entry.info.id === env.defaultModel);
      if (at < 0) {
        const ids = this.entries.map((entry) => entry.info.id).join(', ');
        throw new Error(
          `KILN_DEFAULT_MODEL is "${env.defaultModel}", none of this instance's models (${ids})`,
        );
      }
      this.entries.unshift(...this.entries.splice(at, 1));
    }
  }

  list(): ModelInfo[] {
    return this.entries.map((entry, index) => ({ ...entry.info, isDefault: index === 0 }));
  }

  get defaultId(): string {
    return (this.entries[0] as Entry).info.id;
  }

  /** The language model for an id from `list()`; the default one when none is given. */
  getLanguageModel(id?: string): { id: string; model: LanguageModelV3 } {
    const entry = id ? this.entries.find((e) => e.info.id === id) : this.entries[0];
    if (!entry) throw AppError.validation(`Unknown model: ${id}. Choose one from the model picker.`);
    return { id: entry.info.id, model: withStreamTimeouts(entry.create(), this.env.timeouts) };
  }
}
