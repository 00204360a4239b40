import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** No call of Kiln's (better-auth's included) nests JSON anywhere near this deep. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/**
 * How deeply a JSON text nests its arrays and objects, counted in one pass before parsing; stops
 * counting once past `limit`. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same one behind a depth check: a body nested thousands
 * deep parses fine but then overflows the stack of whatever walks it (better-auth's validation and
 * our re-serialisation for it answered 500), so it is refused as a 400 before anything reads it.
 */
export function installJsonDepthGuard(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(AppError.validation(JSON_TOO_DEEP), undefined);
      return;
    }
    parse(request, text, done);
  });
}
