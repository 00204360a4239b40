import { startFakeAnthropic } from '../models/testing/fake-anthropic';
import type { FakeModelServer } from '../models/testing/script';
import { kilnToolDeclarations } from '../models/testing/tool-declarations';
import { createTestApp, type TestApp } from './test-app';

export type AnthropicTestApp = {
  t: TestApp;
  /** The fake Anthropic server the app's default model talks to; script it per test. */
  fake: FakeModelServer<unknown>;
  close(): Promise<void>;
};

/**
 * A test app whose default model is Claude through the real `@ai-sdk/anthropic` client, served by
 * the fake Anthropic server (Kiln's tools declared, as a run sends them).
 */
export async function createAnthropicTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<AnthropicTestApp> {
  const apiKey = 'sk-ant-test-0123456789abcdef';
  const model = 'claude-sonnet-4-5';
  const fake = (await startFakeAnthropic({
    apiKey,
    model,
    tools: kilnToolDeclarations(),
  })) as FakeModelServer<unknown>;
  const t = await createTestApp(
    {
      ANTHROPIC_API_KEY: apiKey,
      ANTHROPIC_BASE_URL: fake.url,
      KILN_ANTHROPIC_MODEL: model,
      ...env,
    },
    options,
  );
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
