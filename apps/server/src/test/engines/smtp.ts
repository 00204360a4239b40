import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtp {
  /** `smtp://127.0.0.1:<port>` (plain SMTP on loopback, no authentication). */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message to `to` that `next` has not given yet (waiting for it if need be). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), for tests: Kiln's mailer talks to it
 * through nodemailer exactly as to a mail provider; what arrives is parsed as a mail client would.
 */
export async function startSmtp({ port = 0 }: { port?: number } = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  /** Received, not yet given by `next`. */
  const unread: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          received.push(mail);
          const waiter = waiters.find((w) => mail.to.includes(w.to));
          if (waiter) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          } else {
            unread.push(mail);
          }
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    next(to, timeoutMs = 15_000) {
      const already = unread.find((mail) => mail.to.includes(to));
      if (already) {
        unread.splice(unread.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no email to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
