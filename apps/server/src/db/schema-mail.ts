import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, storedOrder } from './columns';
import { feedback, user } from './schema';

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

/** An operator's answer to a support message or feedback, sent to its author by email. */
export const supportReply = pgTable(
  'support_reply',
  {
    id: text('id').primaryKey(),
    feedbackId: text('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    mailId: text('mail_id').references(() => mailMessage.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    seq: storedOrder(),
  },
  (t) => [index('support_reply_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/** Every operator action (issue 20 §3), shown in the console: who did what to which object. */
export const adminAction = pgTable(
  'admin_action',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who it was when it happened (kept when the account goes). */
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'project', 'feedback', 'instance'] }).notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    seq: storedOrder(),
  },
  (t) => [index('admin_action_created_idx').on(t.createdAt)],
);

export type SupportReplyRow = typeof supportReply.$inferSelect;
export type AdminActionRow = typeof adminAction.$inferSelect;
