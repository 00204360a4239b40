import type { MultipartFile } from '@fastify/multipart';
import { calls, IMPORT_ARCHIVE_FIELD, IMPORT_LIMITS, MESSAGES } from '@kiln/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { GithubConnections } from '../github/connection';
import { AppError } from '../http/errors';
import type { Routes } from '../http/route';
import { presentProject } from '../projects/presenter';
import type { Realtime } from '../realtime/socket';
import { type ImportSource, importProject } from './service';

export function registerImportRoutes(
  routes: Routes,
  ctx: AppContext,
  deps: {
    realtime: Pick<Realtime, 'emitToProject'>;
    log: FastifyBaseLogger;
    githubConnections: GithubConnections;
  },
): void {
  const importDeps = {
    realtime: deps.realtime,
    log: deps.log,
    gitHosts: { allowedHosts: ctx.env.importGitHosts, allowInternal: ctx.env.allowInternalHosts },
    github: { db: ctx.db, repos: ctx.repos, connections: deps.githubConnections, log: deps.log },
  };
  routes.authed(calls.importProject).handle(async ({ viewer, request }) => {
    const source = await readImportForm(request);
    const row = await importProject(ctx, importDeps, viewer, source);
    return { success: true, data: presentProject(row, viewer.user.email, true, ctx.env, ctx.authSecret) };
  });
}

const tooLarge = () =>
  AppError.validation(
    `That zip is larger than ${IMPORT_LIMITS.archiveBytes / 1024 / 1024} MB, too large to import.`,
  );

/** The form: a zip in `archive`, or `gitUrl` (and `branch`); exactly one of them. */
async function readImportForm(request: FastifyRequest): Promise<ImportSource> {
  if (!request.isMultipart())
    throw AppError.validation('Send the project as a form: a zip, or a git address.');
  const values: Record<string, string> = {};
  let archive: { fileName: string; bytes: Uint8Array } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: IMPORT_LIMITS.archiveBytes, files: 1, fields: 5, fieldSize: 1_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== IMPORT_ARCHIVE_FIELD) {
        part.file.resume();
        continue;
      }
      archive = await readArchive(part);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.validation('Send one zip at a time.');
    throw AppError.validation(MESSAGES.INVALID_REQUEST);
  }
  const fields = calls.importProject.body.safeParse(values);
  if (!fields.success) throw AppError.validation(fields.error.issues[0]?.message ?? MESSAGES.INVALID_REQUEST);
  const { gitUrl, branch } = fields.data;
  if (archive && gitUrl) throw AppError.validation('Send a zip or a git address, not both.');
  if (archive) return { kind: 'zip', ...archive };
  if (gitUrl) return { kind: 'git', url: gitUrl, ...(branch ? { branch } : {}) };
  throw AppError.validation('Choose a zip of the project, or paste the address of its git repository.');
}

async function readArchive(part: MultipartFile): Promise<{ fileName: string; bytes: Uint8Array }> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge();
  const fileName = (part.filename || 'project.zip').split(/[\\/]/).at(-1)?.slice(0, 120) || 'project.zip';
  return { fileName, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
