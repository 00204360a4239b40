import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';

export type FormFile = { name: string; type: string; content: Buffer | Readable };

/**
 * A multipart/form-data body as a browser sends it: text fields first, then each file in the `files`
 * field. Streamed files stay streams, so a large upload is never held in memory by the test.
 */
export function multipartBody(fields: Record<string, string>, files: FormFile[], field = 'files') {
  const boundary = `----kiln${randomBytes(8).toString('hex')}`;
  const head = (disposition: string, type?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    );
  async function* parts() {
    for (const [name, value] of Object.entries(fields)) {
      yield head(`name="${name}"`);
      yield Buffer.from(`${value}\r\n`);
    }
    for (const file of files) {
      yield head(`name="${field}"; filename="${file.name}"`, file.type);
      if (Buffer.isBuffer(file.content)) yield file.content;
      else for await (const chunk of file.content) yield chunk as Buffer;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(parts()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour; `padTo` appends a text chunk so the file reaches that many bytes. */
export function solidPng(width: number, height: number, rgb: [number, number, number], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(chunk('tEXt', Buffer.alloc(padTo - size - 12, 0x61)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The first bytes of an MP4 (an `ftyp` box) followed by `size` bytes in all. */
export function mp4Bytes(size = 2_048): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'ascii');
  return bytes;
}
