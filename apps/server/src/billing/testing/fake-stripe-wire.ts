import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Stripe-style ids: a prefix and random characters (`cus_…`, `sub_…`). */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export type FormNode = { [key: string]: string | FormNode };

/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with nested keys in brackets
 * (`line_items[0][price]=price_1`, `metadata[kilnUserId]=u1`); list indexes stay string keys.
 */
export function decodeForm(body: string): FormNode {
  const root: FormNode = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === 'object') {
        node = next;
        return;
      }
      const child: FormNode = {};
      node[part] = child;
      node = child;
    });
  }
  return root;
}

export function field(node: FormNode | undefined, ...path: string[]): string | undefined {
  let current: string | FormNode | undefined = node;
  for (const key of path) current = typeof current === 'object' ? current[key] : undefined;
  return typeof current === 'string' ? current : undefined;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') })
    .end(JSON.stringify(body));
}

/**
 * The `Stripe-Signature` header exactly as Stripe computes it: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<payload>" under the endpoint's signing secret>`.
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small page with one button that posts to `action` (the fake's hosted Checkout and Portal). */
export function actionPage(title: string, lines: string[], action: string, button: string): string {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(button)}</button></form></body></html>`;
}
