import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  // Enough projects for the list to be well over the compression threshold.
  for (const prompt of ['A bakery', 'A gym', 'A florist', 'A dentist', 'A bookshop', 'A barber']) {
    await call(t.app, calls.createProject, { prompt }, owner);
  }
  // Their first runs are over: the list is the same from one call to the next.
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

function list(acceptEncoding?: string) {
  return t.app.inject({
    method: 'POST',
    url: calls.listProjects.path,
    headers: {
      authorization: `Bearer ${owner.token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    payload: {},
  });
}

describe('JSON answers of the API', () => {
  it('go out brotli-compressed when accepted, with Vary and the compressed length', async () => {
    const plain = await list();
    const res = await list('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.data).toHaveLength(6);
    expect(body).toEqual(plain.json());
  });

  it('use gzip when brotli is refused, and nothing when no coding is accepted', async () => {
    const gz = await list('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data).toHaveLength(6);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await list(header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      expect(res.headers.vary, header).toMatch(/accept-encoding/i);
      expect(res.json().data, header).toHaveLength(6);
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});
