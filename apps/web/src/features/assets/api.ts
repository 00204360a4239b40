import {
  calls,
  type ImageAsset,
  type ImportedAsset,
  PHOTOGRAPHER_AI_GENERATED,
  PHOTOGRAPHER_LOCAL_UPLOAD,
  UPLOAD_FILES_FIELD,
  type UploadedFile,
  type UploadedVideo,
} from '@kiln/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, BAD_RESPONSE_MESSAGE, callApi, requestForm } from '@/lib/api-client';

export const assetKeys = {
  all: ['assets'] as const,
  categories: () => [...assetKeys.all, 'categories'] as const,
  search: (query: string, page: number) => [...assetKeys.all, 'search', query, page] as const,
};

/** Seed 001 call 2: the default categories (stable for the session). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.categories(),
    queryFn: ({ signal }) => callApi(calls.getUnsplashCategories, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Seed 001 call 1: one page of a search. */
export const searchQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: assetKeys.search(query, page),
    queryFn: ({ signal }) => callApi(calls.searchUnsplash, { query, page }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Seed 001 call 3: failures are only logged (seed 001 §8). */
export async function trackDownload(downloadLocation: string): Promise<void> {
  try {
    await callApi(calls.trackUnsplashDownload, { downloadLocation });
  } catch (error) {
    console.warn('[kiln] Unsplash download tracking failed', error);
  }
}

export async function generateImage(webId: string, prompt: string): Promise<ImageAsset> {
  const { data } = await callApi(calls.generateImage, { webId, prompt });
  const photographer = { name: PHOTOGRAPHER_AI_GENERATED, link: null };
  return {
    id: data.id,
    url: data.url,
    thumb: data.url,
    downloadLocation: null,
    description: prompt,
    photographer,
    metadata: { photographer },
  };
}

/** Seed 001 calls 5 and 6: multipart with the session cookie; the server checks bytes and size. */
async function postFile(path: string, webId: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.set('webId', webId);
  form.append(UPLOAD_FILES_FIELD, file, file.name);
  return requestForm(path, form);
}

export async function uploadImage(webId: string, file: File): Promise<ImageAsset> {
  const parsed = calls.uploadFiles.response.safeParse(await postFile(calls.uploadFiles.path, webId, file));
  const data: UploadedFile | undefined = parsed.success
    ? Array.isArray(parsed.data.data)
      ? parsed.data.data[0]
      : parsed.data.data
    : undefined;
  if (!data) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  const photographer = { name: PHOTOGRAPHER_LOCAL_UPLOAD, link: null };
  return {
    id: data.pathname,
    url: data.url,
    thumb: data.url,
    downloadLocation: null,
    description: file.name,
    photographer,
    metadata: { photographer },
  };
}

export async function uploadVideo(webId: string, file: File) {
  const parsed = calls.uploadVideo.response.safeParse(await postFile(calls.uploadVideo.path, webId, file));
  if (!parsed.success) throw new ApiError(502, 'upstream', BAD_RESPONSE_MESSAGE);
  const data: UploadedVideo = parsed.data.data;
  return {
    id: data.pathname,
    url: data.url,
    description: data.originalname,
    metadata: {
      name: data.originalname,
      size: data.size,
      type: data.mimetype,
      lastModified: file.lastModified,
    },
  };
}

export async function importAssets(
  webId: string,
  kind: 'image' | 'video',
  assets: { id: string; url: string }[],
): Promise<ImportedAsset[]> {
  return (await callApi(calls.importAssets, { webId, kind, assets })).data;
}

export async function recordAssetsTabClick(webId: string): Promise<void> {
  await callApi(calls.updateAssetClick, { webId, assetsTabClicked: true });
}

export async function markTooltipShown(email: string): Promise<void> {
  await callApi(calls.updateUserByEmail, { email, hasShownAssetTooltip: true });
}

export async function markImageApplied(email: string): Promise<void> {
  await callApi(calls.updateAppliedImage, { email });
}
