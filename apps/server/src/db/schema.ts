import type { HasSentIntentMessage, Integrations } from '@kiln/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, storedOrder, updatedAt } from './columns';
import { newId } from './ids';

// ---- better-auth's tables (field names as its drizzle adapter expects) -------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Kiln's own fields (better-auth `additionalFields`, never writable through its routes)
  isAdmin: boolean('is_admin').notNull().default(false),
  plan: text('plan', { enum: ['free', 'premium'] })
    .notNull()
    .default('free'),
  planPeriodEnd: timestamp('plan_period_end', { withTimezone: true }),
  hasUserAcknowledgedErrors: boolean('has_user_acknowledged_errors').notNull().default(false),
  hasShownAssetTooltip: boolean('has_shown_asset_tooltip').notNull().default(false),
  hasUserAppliedImage: boolean('has_user_applied_image').notNull().default(false),
  /** Set by an operator (issue 20 §3): the account cannot sign in and its sessions are gone. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Kiln ---------------------------------------------------------------------------------------

/** One-time claims (e.g. "the first account becomes admin"), won by exactly one insert. */
export const instanceClaim = pgTable('instance_claim', {
  key: text('key').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const project = pgTable(
  'project',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform', { enum: ['web', 'component'] })
      .notNull()
      .default('web'),
    subdomain: text('subdomain').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * Mixed into the private preview token; a new one revokes every private link given out before.
     * Rows from before this column hold '' (their links keep the id-only token until a reset).
     */
    previewSecret: text('preview_secret')
      .notNull()
      .default('')
      .$defaultFn(() => newId()),
    favourite: boolean('favourite').notNull().default(false),
    phase: text('phase').notNull().default('PROMPT'),
    subPhase: text('sub_phase'),
    errorCount: integer('error_count').notNull().default(0),
    currentCommitHash: text('current_commit_hash'),
    /**
     * The build the preview shows while a run's checks are under way (issue 14 §1): a staging
     * folder's name under the project's builds; null when the preview shows `currentCommitHash`.
     */
    draftBuild: text('draft_build'),
    deployedCommitHash: text('deployed_commit_hash'),
    /**
     * The release a deploy replaced, and when: a page loaded from it just before the swap still
     * fetches its hashed assets for a while (issue 13 §6).
     */
    previousDeployedCommitHash: text('previous_deployed_commit_hash'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    prodLink: text('prod_link'),
    /** An operator took the deployed site down for abuse (issue 20 §3); the reason is shown to its owner. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    takedownReason: text('takedown_reason'),
    customDomain: text('custom_domain'),
    githubRepoUrl: text('github_repo_url'),
    knowledgeBase: text('knowledge_base').notNull().default(''),
    currentNavigationUrl: text('current_navigation_url').notNull().default('/'),
    isGeneration: boolean('is_generation').notNull().default(false),
    hasUserAppliedImage: boolean('has_user_applied_image').notNull().default(false),
    /** Seed 001 call 10: the owner opened the Assets tab of this project. */
    assetsTabClicked: boolean('assets_tab_clicked').notNull().default(false),
    integrations: jsonb('integrations').$type<Integrations>().notNull(),
    hasSentIntentMessage: jsonb('has_sent_intent_message').$type<HasSentIntentMessage>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_subdomain_idx').on(t.subdomain),
    index('project_owner_updated_idx').on(t.ownerId, t.updatedAt),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments')
      .$type<{ _id: string; url: string; name: string; contentType: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    model: text('model'),
    commitHash: text('commit_hash'),
    commitMessage: text('commit_message'),
    /** Assistant messages: `streaming` while their run writes them (partial content is kept). */
    status: text('status', { enum: ['streaming', 'complete', 'failed'] })
      .notNull()
      .default('complete'),
    /** User messages: `build` or `chat` (seed 002 §7). */
    mode: text('mode', { enum: ['build', 'chat'] }),
    createdAt: createdAt(),
    seq: storedOrder(),
  },
  (t) => [
    index('chat_message_project_created_idx').on(t.projectId, t.createdAt),
    index('chat_message_project_seq_idx').on(t.projectId, t.seq),
  ],
);

/** Tokens a model call used, per project and per user (seed 002 token stats). */
export const tokenUsage = pgTable(
  'token_usage',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => project.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('token_usage_user_created_idx').on(t.userId, t.createdAt),
    index('token_usage_project_idx').on(t.projectId),
  ],
);

/** Every commit of a project is a version with its own immutable build (principle 4). */
export const projectVersion = pgTable(
  'project_version',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    commitHash: text('commit_hash').notNull(),
    message: text('message').notNull(),
    /** pending → ready | failed: whether its preview build exists. */
    buildStatus: text('build_status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    hasScreenshot: boolean('has_screenshot').notNull().default(false),
    /** When the version was made (a pulled commit's: its git time, to the second). */
    createdAt: createdAt(),
    seq: storedOrder(),
  },
  (t) => [
    uniqueIndex('project_version_commit_idx').on(t.projectId, t.commitHash),
    index('project_version_project_created_idx').on(t.projectId, t.createdAt),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => project.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['feedback', 'support'] }).notNull(),
    message: text('message').notNull(),
    rating: integer('rating'),
    /** Where the operator's thread stands (issue 20 §3). */
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    seq: storedOrder(),
  },
  (t) => [index('feedback_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

export type UserRow = typeof user.$inferSelect;
export type ProjectRow = typeof project.$inferSelect;
export type ChatMessageRow = typeof chatMessage.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type ProjectVersionRow = typeof projectVersion.$inferSelect;
export type TokenUsageRow = typeof tokenUsage.$inferSelect;

export * from './schema-billing';
// The tables of a project's ways out (issue 7) live in their own module; drizzle-kit and every
// `import ... from './schema'` see them through this re-export.
export * from './schema-exits';
export * from './schema-integrations';
export * from './schema-mail';
