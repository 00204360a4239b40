import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { multipartBody } from '../../assets/testing/multipart';

/** A project folder as the zip a user downloads from their builder (packages and build output aside). */
export async function zipFolder(dir: string, folder = 'project'): Promise<Uint8Array> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (/(^|\/)(node_modules|dist)\//.test(relative)) continue;
    files[`${folder}/${relative}`] = await readFile(path.join(entry.parentPath, entry.name));
  }
  return zipSync(files);
}

export type ImportedProject = { webId: string; phase: string; account: string };

/**
 * Imports a zip as the web client does (multipart to `POST /api/web/import`) and waits until its
 * first version is live or has failed, reading the project as the workspace does.
 */
export async function importZipAndWait(
  app: FastifyInstance,
  headers: { authorization: string },
  name: string,
  zip: Uint8Array,
  timeoutMs = 120_000,
): Promise<ImportedProject> {
  const body = multipartBody({}, [{ name, type: 'application/zip', content: Buffer.from(zip) }], 'archive');
  const res = await app.inject({
    method: 'POST',
    url: calls.importProject.path,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`import of ${name} answered ${res.statusCode}: ${res.body}`);
  const webId = res.json().data._id as string;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const project = await app.inject({
      method: 'POST',
      url: calls.getProject.path,
      headers,
      payload: { webId },
    });
    const phase = project.json().data.phase as string;
    if (phase === 'COMPLETE' || phase === 'FAILED') {
      const history = await app.inject({
        method: 'POST',
        url: calls.getChatHistory.path,
        headers,
        payload: { webId },
      });
      const account = (history.json().data.at(-1)?.content as string | undefined) ?? '';
      return { webId, phase, account };
    }
    if (Date.now() > until) throw new Error(`import of ${name} still ${phase} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
