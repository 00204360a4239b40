import { type ImageAsset, MESSAGES } from '@kiln/contracts';
import { Film, ImageUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { uploadImage, uploadVideo } from '../api';
import { useAssetSession } from '../session';
import { imageUploadProblem, videoUploadProblem } from '../upload-rules';
import { ImageGrid, ImageTile } from './image-tile';

export type UploadTabProps = {
  webId: string;
  uploads: ImageAsset[];
  onUploaded: (image: ImageAsset) => void;
  isMapped: (image: ImageAsset) => boolean;
  onChoose: (image: ImageAsset) => void;
};

type DropProps = {
  label: string;
  hint: string;
  accept: string;
  icon: typeof ImageUp;
  isBusy: boolean;
  onFile: (file: File) => void;
};

function FilePicker({ label, hint, accept, icon: Icon, isBusy, onFile }: DropProps) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-4 py-5 text-center transition hover:border-zinc-400 hover:bg-zinc-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ember-500/60"
    >
      {isBusy ? <Spinner className="size-5" /> : <Icon className="size-5 text-zinc-500" aria-hidden="true" />}
      <span className="text-[13px] font-medium text-zinc-800">{label}</span>
      <span className="text-[12px] text-zinc-500">{hint}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        onChange={handleChange}
        disabled={isBusy}
      />
    </label>
  );
}

/** Seed 001 §2.4 Upload tab: an image (JPEG/PNG, 5 MB) or one video (MP4/WebM, 100 MB), seed messages verbatim. */
export function UploadTab({ webId, uploads, onUploaded, isMapped, onChoose }: UploadTabProps) {
  const [, dispatch] = useAssetSession(webId);
  const [busy, setBusy] = useState<'image' | 'video' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleImage = async (file: File) => {
    const local = imageUploadProblem(file);
    setProblem(local);
    if (local) return;
    setBusy('image');
    try {
      const image = await uploadImage(webId, file);
      onUploaded(image);
      dispatch({ type: 'image/uploaded', image });
    } catch (error) {
      setProblem(errorMessage(error, MESSAGES.IMAGE_TYPE_INVALID));
    } finally {
      setBusy(null);
    }
  };

  const handleVideo = async (file: File) => {
    const local = videoUploadProblem(file);
    setProblem(local);
    if (local) return;
    setBusy('video');
    try {
      dispatch({ type: 'video/uploaded', video: await uploadVideo(webId, file) });
    } catch (error) {
      setProblem(errorMessage(error, MESSAGES.VIDEO_UPLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="@container flex flex-col gap-3">
      <div className="grid gap-2 @sm:grid-cols-2">
        <FilePicker
          label="Upload image"
          hint="JPEG or PNG, up to 5MB"
          accept="image/*"
          icon={ImageUp}
          isBusy={busy === 'image'}
          onFile={handleImage}
        />
        <FilePicker
          label="Upload video"
          hint="MP4 or WebM, up to 100MB"
          accept="video/*"
          icon={Film}
          isBusy={busy === 'video'}
          onFile={handleVideo}
        />
      </div>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 px-2.5 py-1.5 text-[13px] text-red-700">
          {problem}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ImageGrid>
          {uploads.map((image) => (
            <ImageTile key={image.id} image={image} isMapped={isMapped(image)} onChoose={onChoose} />
          ))}
        </ImageGrid>
      ) : null}
    </div>
  );
}
