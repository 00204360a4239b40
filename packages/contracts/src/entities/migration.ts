import { z } from 'zod';

/** A database migration the assistant wrote (seed 000 §2 "migration card", seed 001 §7). */
export const MigrationStatusSchema = z.enum(['pending', 'applied', 'failed']);
export type MigrationStatus = z.infer<typeof MigrationStatusSchema>;

export const MigrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  sql: z.string(),
  status: MigrationStatusSchema,
  /** Kiln's own: why the database (or the row-level-security rule) refused it, once it failed. */
  error: z.string().optional(),
});
export type Migration = z.infer<typeof MigrationSchema>;
