import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** The timestamp columns every table shares. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The order rows were stored in, for lists read in order (a chat, versions, a support thread, the
 * audit log): `created_at` cannot break ties, since PGlite's clock ticks in milliseconds and rows
 * written back to back often share one.
 */
export const storedOrder = () => bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity();
