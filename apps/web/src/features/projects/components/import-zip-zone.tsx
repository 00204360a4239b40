import { IMPORT_LIMITS } from '@kiln/contracts';
import { FileArchive, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format-bytes';
import { type AcceptMap, type DropRefusal, useFileDrop } from '@/lib/use-file-drop';
import { ARCHIVE_LIMIT_LABEL } from '../import-source';

/** Browsers name a zip either way (Windows says x-zip-compressed); the extension decides otherwise. */
const ZIP_ACCEPT: AcceptMap = {
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

const REFUSALS: Record<DropRefusal, string> = {
  'file-invalid-type': 'Choose a .zip file of the project.',
  'too-many-files': 'Choose one zip at a time.',
};

export const TOO_LARGE_MESSAGE = `That zip is larger than ${IMPORT_LIMITS.archiveBytes / 1024 / 1024} MB, too large to import.`;

export type ImportZipZoneProps = {
  id: string;
  file: File | null;
  onFileChange: (file: File) => void;
  /** Why a dropped or picked file was not taken, in the user's words. */
  onRefused: (message: string) => void;
  isDisabled: boolean;
};

/** A drop zone for one .zip; the zone is a button (Enter or Space opens the file picker). */
export function ImportZipZone({ id, file, onFileChange, onRefused, isDisabled }: ImportZipZoneProps) {
  const { rootProps, inputProps, open, isDragActive } = useFileDrop({
    accept: ZIP_ACCEPT,
    maxFiles: 1,
    onAccepted: ([picked]) => {
      if (!picked) return;
      if (picked.size > IMPORT_LIMITS.archiveBytes) onRefused(TOO_LARGE_MESSAGE);
      else onFileChange(picked);
    },
    onRefused: (reason) => onRefused(REFUSALS[reason]),
  });

  return (
    <div {...(isDisabled ? {} : rootProps)} className="flex flex-col gap-2">
      <input {...inputProps} id={id} aria-label="Project zip" disabled={isDisabled} />
      {file ? (
        <div
          className={cn(
            'flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-[0_1px_2px_rgb(24_24_27/0.04)]',
            isDragActive && 'border-ember-400 bg-ember-50/60',
          )}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ember-50 text-ember-600">
            <FileArchive aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-zinc-900">{file.name}</p>
            <p className="text-[13px] text-zinc-500 tabular-nums">{formatBytes(file.size)}</p>
          </div>
          <Button size="sm" onClick={open} disabled={isDisabled}>
            Change file
          </Button>
        </div>
      ) : (
        <button
          type="button"
          data-autofocus=""
          onClick={open}
          disabled={isDisabled}
          aria-describedby={`${id}-limit`}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-9 text-center',
            'transition-[border-color,background-color,box-shadow] duration-150 outline-none',
            'hover:border-zinc-400 hover:bg-zinc-50 focus-visible:border-ember-500 focus-visible:ring-3 focus-visible:ring-ember-500/15',
            isDragActive && 'border-ember-500 bg-ember-50/70',
          )}
        >
          <span className="flex size-10 items-center justify-center rounded-xl border border-zinc-200 bg-white shadow-card">
            <Upload aria-hidden="true" className="size-4.5 text-zinc-500" />
          </span>
          <span className="text-sm text-zinc-600">
            {isDragActive ? (
              'Drop the zip to import it'
            ) : (
              <>
                Drop a .zip here, or <span className="font-medium text-ember-700">choose a file</span>
              </>
            )}
          </span>
        </button>
      )}
      <p id={`${id}-limit`} className="text-[13px] text-zinc-500">
        {ARCHIVE_LIMIT_LABEL}, with its package.json at the top or in one folder.
      </p>
    </div>
  );
}
