import { randomBytes } from 'node:crypto';

/** A 24-character hex id, the shape of the seeds' `_id` values. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
