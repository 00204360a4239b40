import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Resend's REST API (https://resend.com/docs/api-reference), speaking its wire
 * protocol so the real `resend` library is exercised: bearer keys, `GET /domains` (a sending-only key
 * gets 401 `restricted_api_key`, as on Resend), `POST /emails` with its snake_case JSON fields and
 * `{ id }` answer, and Resend's error JSON `{ statusCode, name, message }`. Tests and the Playwright
 * specs start it beside Kiln (RESEND_BASE_URL) and read what it was sent from `GET /_fake/emails`.
 */
export interface FakeResendOptions {
  /** The port to listen on (a free one when unset). */
  port?: number;
}

/** Keys the fake knows: a full-access one (its account has the verified domain) and a sending-only one. */
export const FAKE_RESEND_KEYS = {
  full: 're_fullAccessKey_0123456789abcdef',
  sendingOnly: 're_sendingOnlyKey_0123456789abcdef',
};
export const FAKE_RESEND_DOMAINS = [
  { name: 'acme-mail.test', status: 'verified' },
  { name: 'pending-mail.test', status: 'pending' },
];
/** Resend's shared sender: usable by any key, delivered only to the account's own address. */
export const RESEND_SHARED_SENDER = 'onboarding@resend.dev';

/** An email as Resend received it (its JSON body), with the key that sent it. */
export interface ReceivedEmail {
  id: string;
  key: string;
  body: Record<string, unknown>;
}

export interface FakeResend {
  url: string;
  emails: ReceivedEmail[];
  /** Every request's method, path and key, in order. */
  requests: { method: string; path: string; key: string | null }[];
  /** While set, `POST /emails` answers this error (a test of Resend refusing a send). */
  failSends: { statusCode: number; name: string; message: string } | null;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function error(res: ServerResponse, statusCode: number, name: string, message: string) {
  send(res, statusCode, { statusCode, name, message });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return undefined;
  }
}

function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.toLowerCase() ?? '';
}

export async function startFakeResend(options: FakeResendOptions = {}): Promise<FakeResend> {
  const known = new Set(Object.values(FAKE_RESEND_KEYS));
  const fake: Omit<FakeResend, 'url' | 'close'> = { emails: [], requests: [], failSends: null };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    if (url.pathname === '/_fake/emails') return send(res, 200, fake.emails);
    fake.requests.push({ method: req.method ?? '', path: url.pathname, key });
    if (!key) {
      return error(
        res,
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header in your request: Authorization: Bearer YOUR_API_KEY',
      );
    }
    if (!known.has(key)) return error(res, 400, 'validation_error', 'API key is invalid');

    if (req.method === 'GET' && url.pathname === '/domains') {
      if (key === FAKE_RESEND_KEYS.sendingOnly) {
        return error(res, 401, 'restricted_api_key', 'This API key is restricted to only send emails');
      }
      return send(res, 200, {
        object: 'list',
        has_more: false,
        data: FAKE_RESEND_DOMAINS.map((domain, i) => ({
          id: `d91cd9bd-1176-453e-8fc1-35364d38056${i}`,
          name: domain.name,
          status: domain.status,
          created_at: '2026-01-01 00:00:00.000000+00',
          region: 'us-east-1',
          capabilities: { sending: 'enabled', receiving: 'disabled' },
        })),
      });
    }

    if (req.method === 'POST' && url.pathname === '/emails') {
      const body = await readJson(req);
      if (typeof body !== 'object' || body === null)
        return error(res, 422, 'validation_error', 'Invalid JSON body');
      const email = body as Record<string, unknown>;
      for (const field of ['from', 'to', 'subject']) {
        if (email[field] === undefined || email[field] === '') {
          return error(res, 422, 'missing_required_field', `Missing \`${field}\` field.`);
        }
      }
      if (email.html === undefined && email.text === undefined && email.template === undefined) {
        return error(res, 422, 'validation_error', 'Missing `html` or `text` field.');
      }
      const domain = senderDomain(String(email.from));
      const verified = FAKE_RESEND_DOMAINS.some((d) => d.name === domain && d.status === 'verified');
      if (domain !== senderDomain(RESEND_SHARED_SENDER) && !verified) {
        return error(
          res,
          403,
          'validation_error',
          `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
        );
      }
      if (fake.failSends)
        return error(res, fake.failSends.statusCode, fake.failSends.name, fake.failSends.message);
      const id = randomUUID();
      fake.emails.push({ id, key, body: email });
      return send(res, 200, { id });
    }

    return error(res, 404, 'not_found', 'The requested endpoint does not exist.');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
