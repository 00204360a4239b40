import type { LanguageModelV3, LanguageModelV3Middleware, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

export interface StreamTimeouts {
  /** From the request until the model's first stream event. */
  firstByteMs: number;
  /** Between two stream events once the model has started answering. */
  idleMs: number;
}

/** A model that went silent: the run ends FAILED with this message (never retried). */
export class ModelTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelTimeoutError';
  }
}

function seconds(ms: number): string {
  return ms >= 1_000 ? `${Math.round(ms / 1_000)} s` : `${ms} ms`;
}

/**
 * A provider can hold a connection open and send nothing, for ever: the AI SDK waits as long as it
 * does, and the project stays locked. This middleware aborts the request when the model sends nothing
 * within `firstByteMs` of asking, or goes quiet for `idleMs` mid-answer, and fails the stream with a
 * `ModelTimeoutError` naming the limit. It times the model only: tool calls run between two requests,
 * outside any stream, so a slow install is never mistaken for a stalled model.
 */
export function streamTimeoutMiddleware(timeouts: StreamTimeouts): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    wrapStream: async ({ params, model }) => {
      const abort = new AbortController();
      const outer = params.abortSignal;
      let timer: NodeJS.Timeout | undefined;
      const forward = () => {
        clearTimeout(timer);
        abort.abort(outer?.reason);
      };
      if (outer?.aborted) forward();
      outer?.addEventListener('abort', forward, { once: true });

      let fail: (error: ModelTimeoutError) => void = () => {};
      let timedOut: ModelTimeoutError | null = null;
      const arm = (ms: number, message: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = new ModelTimeoutError(message);
          fail(timedOut);
          abort.abort(timedOut);
        }, ms).unref();
      };
      const stop = () => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      };
      const firstByteMessage = `The model sent nothing for ${seconds(timeouts.firstByteMs)} after it was asked, so the run was stopped.`;
      const idleMessage = `The model stopped sending for ${seconds(timeouts.idleMs)} in the middle of its answer, so the run was stopped.`;
      arm(timeouts.firstByteMs, firstByteMessage);

      let result: Awaited<ReturnType<LanguageModelV3['doStream']>>;
      try {
        result = await model.doStream({ ...params, abortSignal: abort.signal });
      } catch (error) {
        stop();
        throw timedOut ?? error;
      }
      const watched = result.stream.pipeThrough(
        new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
          start(controller) {
            fail = (error) => {
              try {
                controller.error(error);
              } catch {
                // The stream already ended: nothing is waiting on it.
              }
            };
          },
          transform(part, controller) {
            // `stream-start` is made by the provider itself, before anything arrived: the first-byte
            // clock keeps running through it.
            if (part.type !== 'stream-start') arm(timeouts.idleMs, idleMessage);
            controller.enqueue(part);
          },
          flush: stop,
        }),
      );
      return { ...result, stream: watched };
    },
  };
}

export function withStreamTimeouts(model: LanguageModelV3, timeouts: StreamTimeouts): LanguageModelV3 {
  return wrapLanguageModel({ model, middleware: streamTimeoutMiddleware(timeouts) });
}
