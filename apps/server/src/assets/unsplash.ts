import { DEFAULT_IMAGE_CATEGORIES, type ImageAsset } from '@kiln/contracts';
import { z } from 'zod';
import { AppError } from '../http/errors';

/**
 * Unsplash's REST API (https://unsplash.com/documentation): `Authorization: Client-ID <key>`,
 * `Accept-Version: v1`, `GET /search/photos`, `GET /photos/:id`, and `GET /photos/:id/download` to
 * count a download when a photo is used (their API terms).
 */

const PhotoSchema = z.looseObject({
  id: z.string(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.looseObject({ regular: z.string(), small: z.string(), thumb: z.string() }),
  links: z.looseObject({ download_location: z.string() }),
  user: z.looseObject({ name: z.string(), links: z.looseObject({ html: z.string() }) }),
});
type Photo = z.infer<typeof PhotoSchema>;

const SearchSchema = z.looseObject({
  total: z.number(),
  total_pages: z.number(),
  results: z.array(PhotoSchema),
});

export const UNSPLASH_PER_PAGE = 12;
const CATEGORY_SIZE = 6;
const TIMEOUT_MS = 10_000;
/** Unsplash asks apps to credit photographers with a link carrying these parameters. */
const UTM = 'utm_source=kiln&utm_medium=referral';

export type UnsplashConfig = { accessKey: string; apiUrl: string };

function toAsset(photo: Photo): ImageAsset {
  const photographer = { name: photo.user.name, link: `${photo.user.links.html}?${UTM}` };
  return {
    id: photo.id,
    url: photo.urls.regular,
    thumb: photo.urls.small,
    downloadLocation: photo.links.download_location,
    description: photo.description ?? photo.alt_description ?? null,
    photographer,
    metadata: { photographer },
  };
}

export class UnsplashClient {
  constructor(private readonly config: UnsplashConfig) {}

  private async get(pathAndQuery: string): Promise<{ body: unknown; headers: Headers }> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${pathAndQuery}`, {
        headers: { Authorization: `Client-ID ${this.config.accessKey}`, 'Accept-Version': 'v1' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('upstream', 'Unsplash could not be reached. Please try again.');
    }
    if (response.status === 404) throw AppError.notFound('Photo not found');
    if (!response.ok)
      throw new AppError('upstream', `Unsplash answered ${response.status}. Please try again.`);
    return { body: await response.json(), headers: response.headers };
  }

  async search(query: string, page: number, perPage = UNSPLASH_PER_PAGE) {
    const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage) });
    const { body } = await this.get(`/search/photos?${params}`);
    const parsed = SearchSchema.safeParse(body);
    if (!parsed.success) throw new AppError('upstream', 'Unsplash sent an unexpected answer.');
    return { images: parsed.data.results.map(toAsset), hasMore: page < parsed.data.total_pages };
  }

  async categories(): Promise<Record<string, ImageAsset[]>> {
    const entries = await Promise.all(
      DEFAULT_IMAGE_CATEGORIES.map(async (category) => {
        const { images } = await this.search(category, 1, CATEGORY_SIZE);
        return [category, images] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** The photo's own record: what an apply downloads is decided here, never by the client's URL. */
  async photo(id: string): Promise<ImageAsset> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw AppError.validation('Invalid photo id');
    const parsed = PhotoSchema.safeParse((await this.get(`/photos/${id}`)).body);
    if (!parsed.success) throw new AppError('upstream', 'Unsplash sent an unexpected answer.');
    return toAsset(parsed.data);
  }

  /** Only the API's own `/photos/:id/download` addresses are followed (no fetching arbitrary URLs). */
  async trackDownload(downloadLocation: string): Promise<void> {
    const prefix = `${this.config.apiUrl}/photos/`;
    if (!downloadLocation.startsWith(prefix)) throw AppError.validation('Not an Unsplash download location');
    const rest = downloadLocation.slice(prefix.length);
    if (!/^[A-Za-z0-9_-]{1,64}\/download(\?[\w=&.%-]*)?$/.test(rest))
      throw AppError.validation('Not an Unsplash download location');
    await this.get(`/photos/${rest}`);
  }
}
