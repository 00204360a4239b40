import { MESSAGES } from '@kiln/contracts';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import type { DropRefusal } from '@/lib/use-file-drop';
import { UploadsUnavailableError, uploadChatFile } from '../api';
import {
  attachmentKind,
  attachmentProblem,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
  UPLOADS_UNAVAILABLE,
} from '../attachments';
import { getChatSession } from '../chat-session';
import type { DraftAttachment } from '../state';

let attachmentIds = 0;

/**
 * Files dropped or picked in the composer: each is uploaded at once (POST /api/web/files/upload) and
 * shows its own progress; refusals and a server without the upload route are said inline, never
 * faked.
 */
export function useAttachmentUploads(webId: string) {
  const [notice, setNotice] = useState<string | null>(null);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const session = getChatSession(webId);
      const room = MAX_ATTACHMENTS - session.getState().draft.attachments.length;
      const accepted = files.slice(0, Math.max(room, 0));
      const problems: string[] = files.length > accepted.length ? [TOO_MANY_ATTACHMENTS] : [];
      const added: { attachment: DraftAttachment; file: File }[] = [];
      for (const file of accepted) {
        const problem = attachmentProblem(file);
        if (problem) {
          problems.push(problem);
          continue;
        }
        attachmentIds += 1;
        const isImage = attachmentKind(file.type, file.name) === 'image';
        added.push({
          file,
          attachment: {
            id: `attachment-${attachmentIds}`,
            name: file.name,
            contentType: file.type || 'application/octet-stream',
            previewUrl:
              isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
            status: 'uploading',
            url: null,
            error: null,
          },
        });
      }
      setNotice(problems[0] ?? null);
      if (added.length === 0) return;
      session.dispatch({ type: 'ATTACHMENTS_ADDED', attachments: added.map((a) => a.attachment) });
      for (const { file, attachment } of added) {
        uploadChatFile(file, webId).then(
          (uploaded) =>
            session.dispatch({
              type: 'ATTACHMENT_UPLOADED',
              id: attachment.id,
              url: uploaded.url,
              contentType: uploaded.contentType,
            }),
          (error: unknown) => {
            const unavailable = error instanceof UploadsUnavailableError;
            if (unavailable) setNotice(UPLOADS_UNAVAILABLE);
            session.dispatch({
              type: 'ATTACHMENT_FAILED',
              id: attachment.id,
              error: unavailable ? 'Not uploaded' : errorMessage(error, 'Upload failed'),
            });
          },
        );
      }
    },
    [webId],
  );

  const rejectFiles = useCallback((reason: DropRefusal) => {
    setNotice(reason === 'too-many-files' ? TOO_MANY_ATTACHMENTS : MESSAGES.DROPZONE_REJECTED);
  }, []);

  const removeAttachment = useCallback(
    (attachment: DraftAttachment) => {
      if (attachment.previewUrl) URL.revokeObjectURL(attachment.previewUrl);
      getChatSession(webId).dispatch({ type: 'ATTACHMENT_REMOVED', id: attachment.id });
    },
    [webId],
  );

  return { addFiles, rejectFiles, removeAttachment, notice, clearNotice: () => setNotice(null) };
}
