import { type RunningServer, sendJson, startServer } from '../../models/testing/http';
import { solidPng } from './multipart';

/**
 * A local server speaking OpenAI's images API: `POST /v1/images/generations` with a bearer key and
 * `{ model, prompt, n }`, answering `{ created, data: [{ b64_json }] }` (gpt-image models always
 * answer base64), and OpenAI's error shape for a bad key or body.
 */
export type FakeOpenAIImages = RunningServer & { prompts: string[] };

export async function startFakeOpenAIImages(apiKey: string, model: string): Promise<FakeOpenAIImages> {
  const prompts: string[] = [];
  const server = await startServer(async (req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
      return sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(res, 401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    const request = JSON.parse(body) as { model?: string; prompt?: string; n?: number };
    if (request.model !== model || typeof request.prompt !== 'string' || request.n !== 1) {
      return sendJson(res, 400, { error: { message: 'Invalid request', type: 'invalid_request_error' } });
    }
    prompts.push(request.prompt);
    const image = solidPng(32, 32, [prompts.length * 40, 120, 200]);
    return sendJson(res, 200, {
      created: 1_730_000_000,
      data: [{ b64_json: image.toString('base64'), revised_prompt: request.prompt }],
      usage: { input_tokens: 12, output_tokens: 1_056, total_tokens: 1_068 },
    });
  });
  return { ...server, prompts };
}
