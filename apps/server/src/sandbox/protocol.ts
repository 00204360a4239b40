import { z } from 'zod';

/**
 * The sandbox worker's protocol: one JSON message per line, each way, over the worker's standard
 * input and output. Either side may call the other (`call`, answered by `reply` with the same id):
 * the API sends jobs; a worker asks the API for what lies outside its walls (a package bundle).
 *
 * Everything a worker says is untrusted (it runs code a model wrote): the API parses each message
 * with these schemas, and a worker that breaks them is killed.
 */

const BuildErrorSchema = z.object({
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  message: z.string(),
});

const BuildJobSchema = z.object({
  kind: z.literal('build'),
  projectId: z.string(),
  projectDir: z.string(),
  outDir: z.string(),
  mode: z.enum(['preview', 'production']),
  env: z.record(z.string(), z.string()).optional(),
  kilnOrigin: z.string().optional(),
  extraStores: z.array(z.string()).optional(),
  changedPaths: z.array(z.string()).optional(),
  engine: z.enum(['fast', 'vite']).optional(),
});

const VendorJobSchema = z.object({
  kind: z.literal('vendor'),
  /** The `node_modules` the packages resolve from (a dependency store). */
  nodeModules: z.string(),
  /** Specifier → the file it resolved to. */
  imports: z.array(z.tuple([z.string(), z.string()])),
  extraRoots: z.array(z.string()),
});

const InstallJobSchema = z.object({
  kind: z.literal('install'),
  dir: z.string(),
  dependencies: z.record(z.string(), z.string()),
  registry: z.string().optional(),
  cache: z.string().optional(),
  timeoutMs: z.number().int().positive(),
});

export const JobSchema = z.discriminatedUnion('kind', [BuildJobSchema, VendorJobSchema, InstallJobSchema]);
export type Job = z.infer<typeof JobSchema>;
export type JobKind = Job['kind'];

export const BuildJobResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), durationMs: z.number(), files: z.array(z.string()) }),
  z.object({ ok: z.literal(false), durationMs: z.number(), errors: z.array(BuildErrorSchema) }),
]);

export const VendorResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    bundle: z.object({
      dir: z.string(),
      files: z.array(z.string()),
      script: z.string(),
      stylesheets: z.array(z.string()),
    }),
  }),
  z.object({ ok: z.literal(false), errors: z.array(BuildErrorSchema) }),
]);

export const InstallResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** What each job answers with. */
export const JOB_RESULTS = {
  build: BuildJobResultSchema,
  vendor: VendorResultSchema,
  install: InstallResultSchema,
} as const satisfies Record<JobKind, z.ZodType>;

export type JobResult<K extends JobKind> = z.infer<(typeof JOB_RESULTS)[K]>;

export const MessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), id: z.number().int(), job: JobSchema }),
  z.object({
    type: z.literal('reply'),
    id: z.number().int(),
    ok: z.boolean(),
    value: z.unknown().optional(),
    error: z.string().optional(),
  }),
  /** A line of the worker's log, shown in the API's log at the worker's level. */
  z.object({ type: z.literal('log'), level: z.enum(['warn', 'error', 'info']), message: z.string() }),
  /** The worker has loaded and takes jobs. */
  z.object({ type: z.literal('ready') }),
]);
export type Message = z.infer<typeof MessageSchema>;

/** A worker's line longer than this is an attack or a bug: the worker is killed. */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;
