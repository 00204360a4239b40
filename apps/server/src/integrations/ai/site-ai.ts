import { Readable } from 'node:stream';
import { normalizeIP } from '@fastify/rate-limit';
import {
  type AiFeatureId,
  AiFeatureIdSchema,
  DEFAULT_SITE_AI_LIMITS,
  OFFLINE_SITE_AI_LABEL,
  SITE_AI_MAX_BODY_BYTES,
  SITE_AI_MESSAGES,
  SITE_AI_MODEL_HEADER,
  SITE_AI_OFFLINE_HEADER,
  SITE_AI_PATH_PREFIX,
  SITE_AI_REQUESTS,
  type SiteAiRequest,
} from '@kiln/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createImageGenerator } from '../../assets/image-generation';
import type { AppContext } from '../../context';
import type { ProjectRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordUsage } from '../../usage/repository';
import { modelAnswer, offlineAnswer, type TextAnswer, type TextFeature } from './answer';
import { HourlyAllowance } from './hourly-allowance';
import { OFFLINE_CAPABILITY } from './offline-answers';

/** Token usage of the app's AI features is recorded under this prefix (`openAITokens` counts it). */
export const SITE_AI_USAGE_PREFIX = 'site-ai:';

/** Whether a site request is for the AI endpoints (then `answerSiteAi` answers it). */
export function isSiteAiRequest(request: FastifyRequest): boolean {
  return (request.url.split('?')[0] ?? '').startsWith(SITE_AI_PATH_PREFIX);
}

async function readBody(request: FastifyRequest): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > SITE_AI_MAX_BODY_BYTES) throw new AppError('validation', SITE_AI_MESSAGES.TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > SITE_AI_MAX_BODY_BYTES) throw new AppError('validation', SITE_AI_MESSAGES.TOO_LARGE);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function parseRequest<F extends AiFeatureId>(feature: F, request: FastifyRequest) {
  const raw = await readBody(request);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw AppError.validation(SITE_AI_MESSAGES.INVALID_JSON);
  }
  const parsed = SITE_AI_REQUESTS[feature].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.validation(
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request',
    );
  }
  return parsed.data as SiteAiRequest<F>;
}

/** A browser's request from another origin is refused (a page elsewhere spending this app's allowance). */
function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    host = '';
  }
  if (host.toLowerCase() !== (request.headers.host ?? '').toLowerCase()) {
    throw AppError.forbidden(SITE_AI_MESSAGES.CROSS_ORIGIN);
  }
}

/**
 * Issue 16 §4, site AI: `POST /api/kiln/ai/<feature>` on an app's own origin (its preview or its
 * deployed site, never Kiln's). Answered with the instance's default model, or Kiln's offline model
 * when there is none (said so in the headers), for the features the owner enabled, within the
 * owner's limits per project and per visitor, its tokens counted into the project's usage.
 */
export class SiteAi {
  private readonly allowance: HourlyAllowance;
  private readonly images;

  constructor(private readonly ctx: AppContext) {
    this.allowance = new HourlyAllowance(ctx.scale.windows('kiln:site-ai:'));
    this.images = createImageGenerator(ctx.env.models, ctx.env.assets.imageModel);
  }

  async answer(projectId: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('cache-control', 'no-store');
    if (request.method !== 'POST') {
      return reply.status(405).header('allow', 'POST').type('text/plain').send('Method Not Allowed');
    }
    const name = (request.url.split('?')[0] ?? '').slice(SITE_AI_PATH_PREFIX.length);
    const feature = AiFeatureIdSchema.safeParse(name);
    if (!feature.success) throw AppError.notFound(SITE_AI_MESSAGES.UNKNOWN_FEATURE);
    checkOrigin(request);
    const found = await this.ctx.projectReads.find(projectId);
    if (!found) throw AppError.notFound();
    const { project } = found;
    if (!project.integrations.ai[feature.data]?.enabled) throw AppError.forbidden(SITE_AI_MESSAGES.DISABLED);
    const input = await parseRequest(feature.data, request);
    await this.takeAllowance(project, request, reply);
    if (feature.data === 'image') return this.answerImage(project, input as SiteAiRequest<'image'>, reply);
    return this.answerText(project, feature.data, input as SiteAiRequest<TextFeature>, request, reply);
  }

  private async takeAllowance(
    project: ProjectRow,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const limits = project.integrations.aiLimits ?? DEFAULT_SITE_AI_LIMITS;
    const visitor = `${project.id} ${normalizeIP(request.ip)}`;
    const [visitorWait, projectWait] = await Promise.all([
      this.allowance.waitSeconds(visitor, limits.visitorPerHour),
      this.allowance.waitSeconds(project.id, limits.projectPerHour),
    ]);
    if (visitorWait > 0 || projectWait > 0) {
      reply.header('retry-after', String(Math.max(visitorWait, projectWait)));
      throw new AppError(
        'rate_limited',
        visitorWait > 0 ? SITE_AI_MESSAGES.VISITOR_LIMIT : SITE_AI_MESSAGES.PROJECT_LIMIT,
      );
    }
    await Promise.all([
      this.allowance.record(visitor, limits.visitorPerHour),
      this.allowance.record(project.id, limits.projectPerHour),
    ]);
  }

  private async answerText(
    project: ProjectRow,
    feature: TextFeature,
    input: SiteAiRequest<TextFeature>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const info = this.ctx.models.list()[0];
    const isOffline = !info || info.isOffline;
    const aborter = new AbortController();
    // The visitor left before the answer was done: the model stops too (the request's own 'close'
    // fires once its body is read, so the response's is the one that means "gone").
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) aborter.abort();
    });
    const answer: TextAnswer = isOffline
      ? offlineAnswer(feature, input)
      : modelAnswer(this.ctx.models.getLanguageModel().model, feature, input, aborter.signal);
    const iterator = answer.chunks[Symbol.asyncIterator]();
    // The first words are awaited before the status is sent: a model that fails at once is a clear
    // error, not an empty 200.
    let first: IteratorResult<string>;
    try {
      first = await iterator.next();
    } catch (error) {
      request.log.warn({ err: error, projectId: project.id }, 'site AI model failed');
      throw new AppError('upstream', SITE_AI_MESSAGES.FAILED);
    }
    const modelId = isOffline ? 'offline' : (info?.id ?? 'unknown');
    const record = async () => {
      const usage = await answer.usage();
      await recordUsage(this.ctx.db, {
        userId: project.ownerId,
        projectId: project.id,
        model: `${SITE_AI_USAGE_PREFIX}${modelId}`,
        ...usage,
      });
    };
    async function* body(): AsyncGenerator<string> {
      if (!first.done) yield first.value;
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } catch (error) {
        // Headers are gone: the answer just ends where the model stopped.
        request.log.warn({ err: error, projectId: project.id }, 'site AI model failed mid-answer');
        return;
      }
      await record().catch((error) => request.log.error({ err: error }, 'site AI usage not recorded'));
    }
    return reply
      .status(200)
      .type('text/plain; charset=utf-8')
      .header(
        SITE_AI_MODEL_HEADER,
        isOffline ? `${OFFLINE_SITE_AI_LABEL} (${OFFLINE_CAPABILITY})` : info.label,
      )
      .header(SITE_AI_OFFLINE_HEADER, String(isOffline))
      .header('x-accel-buffering', 'no')
      .send(Readable.from(body()));
  }

  private async answerImage(
    project: ProjectRow,
    input: SiteAiRequest<'image'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const image = await this.images.generate(input.prompt);
    await recordUsage(this.ctx.db, {
      userId: project.ownerId,
      projectId: project.id,
      model: `${SITE_AI_USAGE_PREFIX}${this.images.isOffline ? 'offline-image' : 'image'}`,
      promptTokens: Math.ceil(input.prompt.length / 4),
      completionTokens: 0,
    });
    return reply
      .status(200)
      .type(image.ext === 'svg' ? 'image/svg+xml' : `image/${image.ext === 'jpg' ? 'jpeg' : image.ext}`)
      .header(
        SITE_AI_MODEL_HEADER,
        this.images.isOffline ? `${OFFLINE_SITE_AI_LABEL} (simple drawn illustrations)` : 'image model',
      )
      .header(SITE_AI_OFFLINE_HEADER, String(this.images.isOffline))
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.bytes);
  }
}
