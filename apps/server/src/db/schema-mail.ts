import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './schema';

/**
 * Every email Kiln sends (issue 20 §1), kept so the operator can read it in the console: with
 * SMTP configured it is sent and marked so; without, it stays here (`outbox`) for the operator.
 */
export const mailMessage = pgTable(
  'mail_message',
  {
    id: text('id').primaryKey(),
    /** The account it is for, when it is one's (kept when the account goes: the operator's record). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['password-reset', 'email-verification', 'support-reply', 'plan-receipt'],
    }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_message_created_idx').on(t.createdAt)],
);

export type MailMessageRow = typeof mailMessage.$inferSelect;
