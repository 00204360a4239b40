/**
 * Issue 15, integrations: the secrets a project's app uses (its API keys, a backend's credentials).
 * Values are AES-256-GCM ciphertexts under `KILN_SECRETS_KEY` (security rule 4); only their last
 * four characters are ever shown. Re-exported by `schema.ts`, the one schema drizzle-kit reads.
 */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { project } from './schema';

export const projectSecret = pgTable(
  'project_secret',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    valueEnc: text('value_enc').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.name] })],
);

export type ProjectSecretRow = typeof projectSecret.$inferSelect;
