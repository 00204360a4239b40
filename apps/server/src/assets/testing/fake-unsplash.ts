import { type RunningServer, sendJson, startServer } from '../../models/testing/http';
import { solidPng } from './multipart';

/**
 * A local server speaking Unsplash's REST API as documented (https://unsplash.com/documentation):
 * `Authorization: Client-ID <key>` and `Accept-Version: v1` on every call, `GET /search/photos`
 * (`query`, `page`, `per_page`; `total`, `total_pages`, `results`, with `X-Total`, `X-Per-Page` and
 * a `Link` header), `GET /photos/:id`, `GET /photos/:id/download` (counts a download, answers
 * `{ url }`), and the photos' own image addresses.
 */
export type FakeUnsplash = RunningServer & { downloads: string[]; requests: string[] };

const PHOTOS = Array.from({ length: 30 }, (_, i) => ({
  id: `ph${String(i).padStart(3, '0')}Xy`,
  description: i % 3 === 0 ? null : `Photo number ${i}`,
  alt_description: `a view of mountain ${i}`,
  colour: [20 + i * 7, 90, 160] as [number, number, number],
}));

export async function startFakeUnsplash(accessKey: string): Promise<FakeUnsplash> {
  const downloads: string[] = [];
  const requests: string[] = [];
  let origin = '';
  const photo = (p: (typeof PHOTOS)[number]) => ({
    id: p.id,
    created_at: '2024-05-01T10:00:00Z',
    width: 4000,
    height: 2667,
    color: '#264059',
    blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    description: p.description,
    alt_description: p.alt_description,
    urls: {
      raw: `${origin}/images/${p.id}.png?ixid=raw`,
      full: `${origin}/images/${p.id}.png?q=85`,
      regular: `${origin}/images/${p.id}.png?w=1080`,
      small: `${origin}/images/${p.id}.png?w=400`,
      thumb: `${origin}/images/${p.id}.png?w=200`,
    },
    links: {
      self: `${origin}/photos/${p.id}`,
      html: `https://unsplash.com/photos/${p.id}`,
      download: `https://unsplash.com/photos/${p.id}/download`,
      download_location: `${origin}/photos/${p.id}/download?ixid=abc`,
    },
    user: {
      id: 'u1',
      username: 'ann',
      name: 'Ann Example',
      links: { self: `${origin}/users/ann`, html: 'https://unsplash.com/@ann' },
    },
  });

  const server = await startServer(async (req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const image = /^\/images\/([\w-]+)\.png$/.exec(url.pathname);
    if (image) {
      const found = PHOTOS.find((p) => p.id === image[1]);
      if (!found) return sendJson(res, 404, { errors: ["Couldn't find Photo"] });
      const bytes = solidPng(24, 16, found.colour);
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(bytes.length) });
      res.end(bytes);
      return;
    }
    if (req.headers.authorization !== `Client-ID ${accessKey}` || req.headers['accept-version'] !== 'v1') {
      return sendJson(res, 401, { errors: ['OAuth error: The access token is invalid'] });
    }
    if (url.pathname === '/search/photos') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const matches = query.includes('nothing') ? [] : PHOTOS;
      const results = matches.slice((page - 1) * perPage, page * perPage).map(photo);
      const totalPages = Math.ceil(matches.length / perPage);
      const link = `<${origin}/search/photos?page=${totalPages}&query=${query}>; rel="last", <${origin}/search/photos?page=${page + 1}&query=${query}>; rel="next"`;
      return sendJson(
        res,
        200,
        { total: matches.length, total_pages: totalPages, results },
        { 'x-total': String(matches.length), 'x-per-page': String(perPage), link },
      );
    }
    const match = /^\/photos\/([\w-]+)(\/download)?$/.exec(url.pathname);
    const found = match ? PHOTOS.find((p) => p.id === match[1]) : undefined;
    if (!match || !found) return sendJson(res, 404, { errors: ["Couldn't find Photo"] });
    if (match[2]) {
      downloads.push(found.id);
      return sendJson(res, 200, { url: `${origin}/images/${found.id}.png?ixid=download` });
    }
    return sendJson(res, 200, photo(found));
  });
  origin = server.origin;
  return { ...server, downloads, requests };
}
