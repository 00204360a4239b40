import { calls } from '@kiln/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { exportProject, pullProject, readExport } from './service';

function sendZip(reply: FastifyReply, zip: Uint8Array, downloadName: string) {
  reply.headers({
    'content-type': 'application/zip',
    'content-length': String(zip.byteLength),
    'content-disposition': `attachment; filename="${downloadName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return reply.send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}

export function registerExportRoutes(routes: Routes, ctx: AppContext): void {
  routes.authed(calls.exportProject).handle(async ({ viewer, body }) => {
    const downloadUrl = await exportProject(ctx, viewer, body.projectId, body.isComponent);
    return { success: true, downloadUrl };
  });

  routes.authed(calls.downloadExport).handle(async ({ viewer, params, reply }) => {
    const { zip, downloadName } = await readExport(ctx, viewer, params.fileName);
    return sendZip(reply, zip, downloadName);
  });

  routes.authed(calls.cliPull).handle(async ({ viewer, body, reply }) => {
    const { zip, downloadName } = await pullProject(ctx, viewer, body.subdomain);
    return sendZip(reply, zip, downloadName);
  });
}
