import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactMirror } from '../storage/artifact-mirror';
import { projectPaths } from '../storage/paths';

/**
 * Uploads and generated images on disk, under generated names (ARCHITECTURE.md security rule 6):
 * a project's in its uploads folder (removed with the project), a user's own (an upload sent without
 * a project) in `user-uploads/<userId>`. The scope is part of the address: `p-<projectId>` or
 * `u-<userId>`; the 128-bit random name is what makes a file's address unguessable.
 */
export type UploadScope = { kind: 'project'; id: string } | { kind: 'user'; id: string };

export const UPLOADS_PATH_PREFIX = '/api/web/uploads/';

/** The suffix of a file still being written; the boot sweep removes any a crash left behind. */
export const PARTIAL_SUFFIX = '.part';

export type StoredFile = { pathname: string; url: string; size: number; filePath: string };

export function scopeKey(scope: UploadScope): string {
  return `${scope.kind === 'project' ? 'p' : 'u'}-${scope.id}`;
}

export function parseScopeKey(key: string): UploadScope | null {
  const match = /^([pu])-([A-Za-z0-9_-]{1,64})$/.exec(key);
  if (!match?.[2]) return null;
  return { kind: match[1] === 'p' ? 'project' : 'user', id: match[2] };
}

export class UploadStore {
  constructor(
    private readonly dataDir: string,
    /** With object storage: each upload is kept there too, and fetched by a node that lacks it. */
    private readonly mirror?: Pick<ArtifactMirror, 'pushFile' | 'pullFile' | 'forget'>,
  ) {}

  dir(scope: UploadScope): string {
    return scope.kind === 'project'
      ? projectPaths(this.dataDir, scope.id).uploads
      : path.join(this.dataDir, 'user-uploads', scope.id);
  }

  private describe(scope: UploadScope, name: string, size: number): StoredFile {
    const pathname = `${scopeKey(scope)}/${name}`;
    return {
      pathname,
      url: `${UPLOADS_PATH_PREFIX}${pathname}`,
      size,
      filePath: path.join(this.dir(scope), name),
    };
  }

  /**
   * A temporary file to stream into; `commit` gives it its final name, `discard` removes it. The
   * stream's own errors (a write still in flight when an over-limit upload is discarded, a full disk)
   * are caught here and surface from `write`/`commit`; one left unheard would end the process.
   */
  async open(scope: UploadScope) {
    const dir = this.dir(scope);
    await mkdir(dir, { recursive: true });
    const base = randomBytes(16).toString('hex');
    const temp = path.join(dir, `.${base}${PARTIAL_SUFFIX}`);
    const out: WriteStream = createWriteStream(temp, { flags: 'wx' });
    let failure: Error | null = null;
    out.on('error', (error) => {
      failure ??= error;
    });
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const check = () => {
      if (failure) throw failure;
    };
    let size = 0;
    return {
      write: async (chunk: Buffer) => {
        check();
        size += chunk.length;
        if (!out.write(chunk)) await Promise.race([once(out, 'drain').catch(() => undefined), closed]);
        check();
      },
      commit: async (ext: string): Promise<StoredFile> => {
        out.end();
        await closed;
        if (failure) {
          await rm(temp, { force: true });
          throw failure;
        }
        const name = `${base}.${ext}`;
        await rename(temp, path.join(dir, name));
        await this.mirror?.pushFile(path.join(dir, name));
        return this.describe(scope, name, size);
      },
      discard: async () => {
        // Wait for the descriptor to close: a file opened after an early `rm` would be left behind.
        out.destroy();
        await closed;
        await rm(temp, { force: true });
      },
    };
  }

  async save(scope: UploadScope, ext: string, content: Buffer | string): Promise<StoredFile> {
    const dir = this.dir(scope);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(dir, name), content, { flag: 'wx' });
    await this.mirror?.pushFile(path.join(dir, name));
    return this.describe(scope, name, Buffer.byteLength(content));
  }

  /** A stored file by its address parts, or null when there is none. */
  async find(scope: UploadScope, name: string): Promise<{ filePath: string; size: number } | null> {
    if (!/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(name)) return null;
    const filePath = path.join(this.dir(scope), name);
    await this.mirror?.pullFile(filePath);
    const info = await stat(filePath).catch(() => null);
    return info?.isFile() ? { filePath, size: info.size } : null;
  }

  async remove(filePath: string): Promise<void> {
    await this.mirror?.forget(filePath);
    await rm(filePath, { force: true });
  }

  read(filePath: string) {
    return createReadStream(filePath);
  }
}
