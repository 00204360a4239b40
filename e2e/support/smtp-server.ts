// A real SMTP server (the integration tests' smtp-server on loopback) as a process of its own, started
// by the e2e config before Kiln, which sends to it through SMTP_URL; what it received is read over HTTP.
import { createServer } from 'node:http';
import { startSmtp } from '../../apps/server/src/test/engines/smtp';

const port = Number(process.env.FAKE_SMTP_PORT);
if (!port) throw new Error('FAKE_SMTP_PORT is required');

const smtp = await startSmtp({ port });
const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  const to = url.searchParams.get('to');
  const mails = smtp.received.filter((mail) => !to || mail.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});
await new Promise<void>((resolve) => mailbox.listen(port + 1, '127.0.0.1', resolve));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    mailbox.close();
    void smtp.stop().finally(() => process.exit(0));
  });
}
console.log(`SMTP on ${smtp.url}, its mailbox on http://127.0.0.1:${port + 1}/mail`);
