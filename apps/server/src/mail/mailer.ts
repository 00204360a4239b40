import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type MailMessageRow, mailMessage } from '../db/schema';
import type { MailEnv } from '../env-mail';

export interface OutgoingMail {
  kind: MailMessageRow['kind'];
  to: string;
  /** The account it is for, when it is one's. */
  userId?: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * Kiln's own email (issue 20 §1). Every message is written to the `mail_message` table first, so
 * the operator can read it in the console; with `SMTP_URL` it is then sent through nodemailer and
 * marked sent (or failed, with SMTP's answer); without, it waits there as the outbox and a log line
 * says so, which keeps password resets working on a fresh install with no mail server.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly settings: MailEnv,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  /** Whether mail leaves this instance (SMTP), rather than waiting in the outbox. */
  get isSending(): boolean {
    return this.transport !== null;
  }

  /** Keeps the email, then sends it (with SMTP); its id in `mail_message` and where it stands. */
  async send(mail: OutgoingMail): Promise<{ id: string; status: MailMessageRow['status'] }> {
    const id = newId();
    await this.db.insert(mailMessage).values({ id, ...mail, userId: mail.userId ?? null, status: 'outbox' });
    if (!this.transport) {
      this.log.info(
        { mailId: id, to: mail.to, subject: mail.subject },
        'no SMTP_URL: the email waits in the outbox',
      );
      return { id, status: 'outbox' };
    }
    try {
      const { to, subject, text, html } = mail;
      await this.transport.sendMail({ from: this.settings.from, to, subject, text, html });
      await this.db
        .update(mailMessage)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailMessage.id, id));
      return { id, status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.log.warn({ mailId: id, to: mail.to, err: error }, 'could not send an email');
      await this.db.update(mailMessage).set({ status: 'failed', error }).where(eq(mailMessage.id, id));
      return { id, status: 'failed' };
    }
  }

  /**
   * Sends an email of a kind anyone can trigger for an account (a reset, a confirmation) unless the
   * account already got `perHour` of that kind in the last hour.
   */
  async sendCapped(
    to: Pick<OutgoingMail, 'kind' | 'to'> & { userId: string },
    body: Pick<OutgoingMail, 'subject' | 'text' | 'html'>,
    perHour: number,
  ): Promise<void> {
    const since = new Date(Date.now() - 3600_000);
    const [sent] = await this.db
      .select({ n: count() })
      .from(mailMessage)
      .where(
        and(
          eq(mailMessage.userId, to.userId),
          eq(mailMessage.kind, to.kind),
          gte(mailMessage.createdAt, since),
        ),
      );
    if ((sent?.n ?? 0) >= perHour) {
      this.log.info(
        { userId: to.userId, kind: to.kind },
        'email held back: this account got enough this hour',
      );
      return;
    }
    await this.send({ ...to, ...body });
  }

  close(): void {
    this.transport?.close();
  }
}
