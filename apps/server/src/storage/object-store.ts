import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/** S3-compatible storage (issue 19 §4): `S3_ENDPOINT`, `S3_BUCKET`, keys, path-style addressing. */
export interface S3Settings {
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's default chain (environment, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
}

/**
 * Where the artifacts every process must see are kept when the data dir is each process's own: whole
 * files by key, written from and read into local files (never held in memory).
 */
export interface ObjectStore {
  /** Uploads a local file (any size: multipart when large); its new version's tag (ETag). */
  putFile(key: string, file: string): Promise<string>;
  /** The stored version's tag (ETag), or null when there is no such key. */
  head(key: string): Promise<string | null>;
  /** Downloads to `file` (written aside, then renamed into place); false when there is no such key. */
  getFile(key: string, file: string): Promise<boolean>;
  /** Every key under `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Removes every key under `prefix` (a deleted project's artifacts). */
  deletePrefix(prefix: string): Promise<void>;
}

export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers that do not read the SDK's
      // trailing-checksum framing would otherwise store it as part of the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putFile(key: string, file: string): Promise<string> {
    const done = await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: createReadStream(file) },
    }).done();
    return done.ETag ?? '';
  }

  async head(key: string): Promise<string | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return answer.ETag ?? '';
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async getFile(key: string, file: string): Promise<boolean> {
    let body: Readable;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      body = answer.Body as Readable;
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return false;
      throw err;
    }
    await mkdir(path.dirname(file), { recursive: true });
    // A dot-name ending in `.part`: what the boot sweep removes if this process dies mid-download.
    const partial = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${process.pid}-${Date.now()}.part`,
    );
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return true;
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  close(): void {
    this.client.destroy();
  }
}
