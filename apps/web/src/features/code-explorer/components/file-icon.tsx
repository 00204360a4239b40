import {
  FileArchive,
  FileCode2,
  FileCog,
  FileImage,
  FileJson2,
  FileText,
  FileType,
  Folder,
  FolderOpen,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { type FileKind, fileKindOf } from '../file-kind';

const FILE_ICONS: Record<FileKind, { icon: LucideIcon; className: string }> = {
  typescript: { icon: FileCode2, className: 'text-sky-600' },
  javascript: { icon: FileCode2, className: 'text-amber-500' },
  json: { icon: FileJson2, className: 'text-amber-600' },
  css: { icon: FileCode2, className: 'text-violet-500' },
  html: { icon: FileCode2, className: 'text-orange-600' },
  markdown: { icon: FileText, className: 'text-zinc-500' },
  image: { icon: FileImage, className: 'text-emerald-600' },
  font: { icon: FileType, className: 'text-zinc-500' },
  archive: { icon: FileArchive, className: 'text-zinc-500' },
  config: { icon: FileCog, className: 'text-zinc-400' },
  text: { icon: FileText, className: 'text-zinc-400' },
};

export type FileIconProps = { path: string; className?: string };

/** A file's icon by its type (lucide icons, drawn locally). */
export function FileIcon({ path, className }: FileIconProps) {
  const { icon: Icon, className: tone } = FILE_ICONS[fileKindOf(path)];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', tone, className)} />;
}

export type FolderIconProps = { isOpen: boolean; className?: string };

export function FolderIcon({ isOpen, className }: FolderIconProps) {
  const Icon = isOpen ? FolderOpen : Folder;
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0 text-zinc-400', className)} />;
}
