import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import type { S3Settings } from '../../storage/object-store';

/**
 * A throwaway S3-compatible server for the object-storage tests and benches (issue 19 §4): the npm
 * package `s3rver` on loopback, in its own process, one bucket, files in a temporary directory. It
 * speaks S3's REST/XML protocol, so Kiln's real AWS SDK client is what the tests exercise.
 */
export interface LocalS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

// s3rver makes its list continuation tokens with DES, which Node's OpenSSL 3 only has as a legacy
// cipher: its process runs with the legacy provider (this test server only; Kiln never needs it).
const SERVER = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket }] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

export async function startS3(bucket = 'kiln'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kiln-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER, directory, bucket],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return {
    // s3rver accepts only its own default keys.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
