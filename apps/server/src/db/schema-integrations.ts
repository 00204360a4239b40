/**
 * Issue 15, integrations: the secrets a project's app uses (its API keys, a backend's credentials) and
 * each user's link to an integration's account (OAuth tokens). Values and tokens are AES-256-GCM ciphertexts under `KILN_SECRETS_KEY` (security rule 4); only their last
 * four characters are ever shown. Re-exported by `schema.ts`, the one schema drizzle-kit reads.
 */
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { chatMessage, project, user } from './schema';

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

/** A user's link to a provider's account (Supabase): OAuth tokens, sealed; one per user and provider. */
export const integrationAccount = pgTable(
  'integration_account',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['supabase'] }).notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * A database migration the assistant wrote for the project's linked Supabase (`supabase/migrations/`
 * in the app, the `migration` part in its reply): applied to the database only when the owner
 * approves it, and its outcome kept for the card.
 */
export const databaseMigration = pgTable(
  'database_migration',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    /** The assistant message whose reply shows it. */
    messageId: text('message_id')
      .notNull()
      .references(() => chatMessage.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    sql: text('sql').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('database_migration_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * A message a project's site received through `POST /api/kiln/email` (issue 16 §2): the owner's
 * inbox. Without Resend it is the only copy; with Resend it is kept too, marked emailed and read.
 */
export const inboxMessage = pgTable(
  'inbox_message',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_message_project_idx').on(t.projectId, t.createdAt)],
);

export type InboxMessageRow = typeof inboxMessage.$inferSelect;
export type DatabaseMigrationRow = typeof databaseMigration.$inferSelect;
export type IntegrationAccountRow = typeof integrationAccount.$inferSelect;
export type ProjectSecretRow = typeof projectSecret.$inferSelect;
