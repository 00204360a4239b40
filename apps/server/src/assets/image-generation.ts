import { createOpenAI } from '@ai-sdk/openai';
import { MESSAGES } from '@kiln/contracts';
import { generateImage } from 'ai';
import type { ModelEnv } from '../env';
import { AppError } from '../http/errors';
import { detectAttachment } from './file-types';
import { generateOfflineImage } from './offline-generator';

export type GeneratedImage = { bytes: Buffer; ext: string };

/**
 * Seed 001 call 4: an image from a prompt. With OPENAI_API_KEY it is OpenAI's image model through
 * the AI SDK (`KILN_IMAGE_MODEL`, gpt-image-1 by default; OPENAI_BASE_URL reaches compatible
 * servers); without a key, the offline generator draws one.
 */
export function createImageGenerator(models: ModelEnv, imageModel: string) {
  const openai = models.openai;
  if (!openai) {
    return {
      isOffline: true,
      generate: async (prompt: string): Promise<GeneratedImage> => ({
        bytes: Buffer.from(generateOfflineImage(prompt).svg),
        ext: 'svg',
      }),
    };
  }
  const provider = createOpenAI({
    apiKey: openai.apiKey,
    ...(openai.baseURL ? { baseURL: openai.baseURL } : {}),
  });
  return {
    isOffline: false,
    generate: async (prompt: string): Promise<GeneratedImage> => {
      let bytes: Buffer;
      try {
        const { image } = await generateImage({
          model: provider.image(imageModel),
          prompt,
          n: 1,
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(120_000),
        });
        bytes = Buffer.from(image.uint8Array);
      } catch {
        throw new AppError('upstream', MESSAGES.GENERATE_IMAGE_FAILED);
      }
      // What came back is checked like an upload before it is stored and served.
      const type = detectAttachment(bytes.subarray(0, 16), '');
      if (type?.kind !== 'image') throw new AppError('upstream', MESSAGES.GENERATE_IMAGE_FAILED);
      return { bytes, ext: type.ext };
    },
  };
}

export type ImageGenerator = ReturnType<typeof createImageGenerator>;
