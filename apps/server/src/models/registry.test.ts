import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { ModelRegistry } from './registry';

const local = { NODE_ENV: 'test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', KILN_MODEL: 'qwen3' };

describe('the default model', () => {
  it('is the first configured real model, the offline one last', () => {
    const models = new ModelRegistry(loadEnv(local).models).list();
    expect(models.map((m) => [m.id, m.isDefault])).toEqual([
      ['local:qwen3', true],
      ['kiln-offline', false],
    ]);
  });

  it('is the one KILN_DEFAULT_MODEL names, which new messages then use', () => {
    const registry = new ModelRegistry(loadEnv({ ...local, KILN_DEFAULT_MODEL: 'kiln-offline' }).models);
    expect(registry.list().map((m) => [m.id, m.isDefault])).toEqual([
      ['kiln-offline', true],
      ['local:qwen3', false],
    ]);
    expect(registry.defaultId).toBe('kiln-offline');
    expect(registry.getLanguageModel().id).toBe('kiln-offline');
  });

  it('refuses to start with a KILN_DEFAULT_MODEL that names no model, listing the ones there are', () => {
    expect(() => new ModelRegistry(loadEnv({ ...local, KILN_DEFAULT_MODEL: 'gpt-5' }).models)).toThrow(
      'KILN_DEFAULT_MODEL is "gpt-5", none of this instance\'s models (local:qwen3, kiln-offline)',
    );
  });
});
