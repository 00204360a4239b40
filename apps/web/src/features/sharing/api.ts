import { calls, EXPORT_DOWNLOAD_PREFIX, type Project, type ShareChannel } from '@kiln/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { zipFileName } from './links';

/** Records a share; a failure never bothers the person sharing. */
export function trackShare(webId: string, channel: ShareChannel): void {
  void callApi(calls.trackShare, { webId, channel }).catch(() => undefined);
}

async function saveZip(downloadUrl: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${EXPORT_DOWNLOAD_PREFIX}${downloadUrl}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'upstream', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Seed 000 call 6: zip the current version, then fetch it from /projects + downloadUrl. */
export function useDownloadZip(project: Project) {
  return useMutation({
    mutationFn: async () => {
      const { downloadUrl } = await callApi(calls.exportProject, {
        projectId: project._id,
        isComponent: project.platform === 'component',
      });
      await saveZip(downloadUrl, zipFileName(project.subdomain));
    },
  });
}
