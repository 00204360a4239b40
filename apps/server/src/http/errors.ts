import { ERROR_STATUS, type ErrorBody, type ErrorCode, MESSAGES } from '@kiln/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error services throw. Its message is shown to the user, so write it for them. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields merged into the error body (e.g. `type: 'SUBSCRIPTION_LIMIT'`). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extra = extra;
  }

  static notFound(message: string = MESSAGES.PROJECT_NOT_FOUND) {
    return new AppError('not_found', message);
  }
  static unauthorized(message: string = MESSAGES.SIGN_IN_REQUIRED) {
    return new AppError('unauthorized', message);
  }
  static forbidden(message: string) {
    return new AppError('forbidden', message);
  }
  static validation(message: string) {
    return new AppError('validation', message);
  }
  static paymentRequired(message: string = MESSAGES.PREMIUM_RESTRICTED) {
    return new AppError('payment_required', message);
  }
  static conflict(message: string) {
    return new AppError('conflict', message);
  }
}

const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
};

function body(code: ErrorCode, message: string, extra?: Record<string, unknown>): ErrorBody {
  return { ...extra, success: false, message, code };
}

const CONTRACT_MESSAGES = new Set<string>(Object.values(MESSAGES).filter((m) => typeof m === 'string'));

/** Maps every error to `{ success: false, message, code }`; internals never reach the client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? MESSAGES.INVALID_REQUEST;
      // A message of the contract (seed wording, or a rule's own sentence) is the whole message; zod's
      // generic ones ("Too small: expected…") name their field.
      const isWholeMessage =
        !field || detail.includes(field) || CONTRACT_MESSAGES.has(detail) || first?.keyword === 'custom';
      const message = isWholeMessage ? detail : `${field}: ${detail}`;
      return reply.status(400).send(body('validation', message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its contract');
      return reply.status(500).send(body('internal', MESSAGES.INTERNAL));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('rate_limited', MESSAGES.TOO_MANY_REQUESTS));
    if (status === 413) return reply.status(413).send(body('validation', 'The request is too large.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe, short messages.
      return reply.status(status).send(body(CLIENT_ERROR_CODES[status] ?? 'validation', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', MESSAGES.INTERNAL));
  });
}
