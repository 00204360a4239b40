import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/errors';
import { PARTIAL_SUFFIX } from './upload-store';
import type { UploadBudget } from './uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

export type UploadUsage = { totalBytes: number; lastDayBytes: number };

/** Bytes stored in these folders (their files, not sub-folders), and how many were written in the last day. */
export async function measureUploads(dirs: readonly string[], now = Date.now()): Promise<UploadUsage> {
  const usage: UploadUsage = { totalBytes: 0, lastDayBytes: 0 };
  await Promise.all(
    dirs.map(async (dir) => {
      const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
          .map(async (entry) => {
            const info = await stat(path.join(dir, entry.name)).catch(() => null);
            if (!info) return;
            usage.totalBytes += info.size;
            if (now - info.mtimeMs < DAY_MS) usage.lastDayBytes += info.size;
          }),
      );
    }),
  );
  return usage;
}

/** 2147483648 → "2 GB", 1572864 → "1.5 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export const storageLimitMessage = (limit: number) =>
  `Upload refused: your uploads may take up to ${formatBytes(limit)} of storage in all, and this one would pass it. Delete some files or ask your admin to raise the limit.`;

export const dailyLimitMessage = (limit: number) =>
  `Upload refused: you may upload up to ${formatBytes(limit)} in 24 hours, and this one would pass it. Please try again later.`;

/** What one user may still upload: the nearer of the storage and the daily limit, and its 413. */
export function budgetFrom(
  usage: UploadUsage,
  quota: { totalBytes: number; dailyBytes: number },
): UploadBudget {
  const storageLeft = quota.totalBytes - usage.totalBytes;
  const dailyLeft = quota.dailyBytes - usage.lastDayBytes;
  return storageLeft <= dailyLeft
    ? { left: storageLeft, refusal: new AppError('too_large', storageLimitMessage(quota.totalBytes)) }
    : { left: dailyLeft, refusal: new AppError('too_large', dailyLimitMessage(quota.dailyBytes)) };
}
