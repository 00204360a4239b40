/**
 * Issue 7, a project's ways out of the workspace: deployed sites (custom domains, privacy-friendly
 * analytics), personal access tokens for the CLI, GitHub export, and the product events that count
 * them. Re-exported by `schema.ts`, the one schema drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { project, user } from './schema';

// ---- deployed sites: custom domains and privacy-friendly analytics (issue 7) --------------------

/** A project's custom domain; served only once every DNS record proves it (security rule 7). */
export const customDomain = pgTable(
  'custom_domain',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** The value of the TXT proof record. */
    verificationToken: text('verification_token').notNull(),
    status: text('status', { enum: ['Pending', 'Active'] })
      .notNull()
      .default('Pending'),
    /** Each record's last checked state, by kind (`dcv`, `cname`, `a`). */
    recordStatus: jsonb('record_status').$type<Record<string, 'Pending' | 'Active'>>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('custom_domain_project_idx').on(t.projectId),
    // Pending claims of one hostname may coexist (issue 13 §6); only one can be Active: the first to
    // prove DNS wins, and the others' claims are then dropped.
    uniqueIndex('custom_domain_active_hostname_idx').on(t.hostname).where(sql`${t.status} = 'Active'`),
    index('custom_domain_hostname_idx').on(t.hostname),
  ],
);

/** One page view of a deployed site; `visitorHash` is a daily salted hash, never a cookie. */
export const sitePageView = pgTable(
  'site_page_view',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    /** The tracker's id for this page load, so its time on page lands on the same row. */
    pageViewId: text('page_view_id').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    path: text('path').notNull(),
    durationMs: integer('duration_ms'),
    /** Issue 22 §7: the host the view's load came from (`document.referrer`); null when direct. */
    referrerHost: text('referrer_host'),
    /** Issue 22 §7: the kind of device, read from the user agent when the view was counted. */
    device: text('device', { enum: ['desktop', 'mobile', 'tablet'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_page_view_view_idx').on(t.projectId, t.pageViewId),
    index('site_page_view_project_idx').on(t.projectId, t.createdAt),
  ],
);

/** The salt of one UTC day's visitor hashes; older salts are deleted, so hashes cannot be redone. */
export const siteAnalyticsSalt = pgTable('site_analytics_salt', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** Personal access tokens for the CLI: only a SHA-256 of the secret is stored. */
export const accessToken = pgTable(
  'access_token',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    last4: text('last4').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_token_hash_idx').on(t.tokenHash), index('access_token_user_idx').on(t.userId)],
);

/** Product analytics (seed 000 §7): fork, duplicate, share, export and pull, recorded server-side. */
export const productEvent = pgTable(
  'product_event',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    projectId: text('project_id').references(() => project.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('product_event_name_created_idx').on(t.name, t.createdAt)],
);

// ---- GitHub export (issue 7): one link per user to the Kiln GitHub App ----------------------------

/**
 * A user's GitHub App installation and user token. Tokens are AES-256-GCM ciphertexts (security
 * rule 4); the installation is a personal account's, recorded from the App's setup callback.
 */
export const githubConnection = pgTable('github_connection', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  installationId: text('installation_id'),
  accountLogin: text('account_login'),
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type CustomDomainRow = typeof customDomain.$inferSelect;
export type AccessTokenRow = typeof accessToken.$inferSelect;
export type ProductEventRow = typeof productEvent.$inferSelect;
