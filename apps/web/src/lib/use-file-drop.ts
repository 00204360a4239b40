import { type ChangeEvent, type DragEvent, useCallback, useMemo, useRef, useState } from 'react';

/** MIME type → the file name extensions that stand for it (`{ 'image/png': ['.png'] }`). */
export type AcceptMap = Readonly<Record<string, readonly string[]>>;

/** Why files were refused: more than `maxFiles` at once, or a type the map does not take. */
export type DropRefusal = 'too-many-files' | 'file-invalid-type';

type Options = {
  accept: AcceptMap;
  maxFiles: number;
  onAccepted(files: File[]): void;
  onRefused(reason: DropRefusal): void;
};

/** Whether a file is one the map takes: by its MIME type, or by its name when the type is unknown. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: AcceptMap): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(
    ([mime, extensions]) => mime === type || extensions.some((extension) => name.endsWith(extension)),
  );
}

/**
 * Files dropped on an element or picked with its hidden input. The zone is "active" while files are
 * dragged over it (enter/leave pairs are counted: children fire their own). More than `maxFiles` at
 * once refuses them all; otherwise the accepted ones are taken and any other refused. Written for
 * the composer instead of react-dropzone, which cost ~4 KB compressed of the workspace's first load;
 * shared since the import dialog takes a zip the same way.
 */
export function useFileDrop({ accept, maxFiles, onAccepted, onRefused }: Options) {
  const inputRef = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [isDragActive, setDragActive] = useState(false);
  const latest = useRef({ accept, maxFiles, onAccepted, onRefused });
  latest.current = { accept, maxFiles, onAccepted, onRefused };

  const take = useCallback((list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const options = latest.current;
    if (files.length > options.maxFiles) {
      options.onRefused('too-many-files');
      return;
    }
    const accepted = files.filter((file) => isAccepted(file, options.accept));
    if (accepted.length > 0) options.onAccepted(accepted);
    if (accepted.length < files.length) options.onRefused('file-invalid-type');
  }, []);

  const rootProps = useMemo(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    return {
      onDragEnter(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragActive(true);
      },
      onDragOver(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event: DragEvent) {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragActive(false);
      },
      onDrop(event: DragEvent) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragActive(false);
        take(event.dataTransfer.files);
      },
    };
  }, [take]);

  const inputProps = useMemo(
    () => ({
      ref: inputRef,
      type: 'file' as const,
      multiple: maxFiles > 1,
      tabIndex: -1,
      hidden: true,
      accept: Object.entries(accept)
        .flatMap(([mime, extensions]) => [mime, ...extensions])
        .join(','),
      onChange(event: ChangeEvent<HTMLInputElement>) {
        take(event.target.files);
        // The same file may be picked again after it was removed.
        event.target.value = '';
      },
    }),
    [accept, maxFiles, take],
  );

  const open = useCallback(() => inputRef.current?.click(), []);
  return { isDragActive, rootProps, inputProps, open };
}
