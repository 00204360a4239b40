import { IMPORT_LIMITS } from '@kiln/contracts';
import { Inflate } from 'fflate';
import { AppError } from '../http/errors';

/** One file of an imported zip, at its path inside the project. */
export type ArchiveFile = { path: string; bytes: Uint8Array };

export type UnpackedArchive = {
  files: ArchiveFile[];
  /** What was left out on purpose (a `.git` folder, `node_modules`, build output), for the chat. */
  skipped: string[];
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;

/** Folders an export carries that are never part of the project's source (skipped, never written). */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '__MACOSX']);
/** Build output at the project's root: rebuilt by Kiln. */
const SKIPPED_ROOT_FOLDERS = new Set(['dist', '.vercel', '.netlify']);
const SKIPPED_FILES = new Set(['.DS_Store', 'Thumbs.db']);

export const archiveRefusals = {
  notZip: () =>
    AppError.validation('That file is not a zip archive. Export the project as a .zip and try again.'),
  encrypted: () => AppError.validation('That zip is password-protected. Export it without a password.'),
  tooLarge: () =>
    AppError.validation(
      `That zip is too large to import: at most ${IMPORT_LIMITS.treeBytes / 1024 / 1024} MB once unpacked.`,
    ),
  tooMany: () =>
    AppError.validation(
      `That zip has more than ${IMPORT_LIMITS.files} files. Leave out node_modules and build output.`,
    ),
  fileTooLarge: (file: string) =>
    AppError.validation(
      `"${file}" is larger than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB, too large to import.`,
    ),
  unsafe: (file: string, why: string) =>
    AppError.validation(`Kiln cannot import this zip: "${file}" ${why}.`),
  empty: () => AppError.validation('That zip has no files in it.'),
};

type Entry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  isDirectory: boolean;
};

/**
 * Unpacks an uploaded zip as hostile input: its central directory is read first and every entry
 * checked before anything is inflated (no links, no absolute paths or `..`, no duplicates, size and
 * count caps), and each file is inflated no further than the size it declared. A single top folder
 * (GitHub's `repo-main/`) is taken off.
 */
export function unpackArchive(zip: Uint8Array): UnpackedArchive {
  const entries = readCentralDirectory(zip);
  const skipped = new Set<string>();
  const kept: Entry[] = [];
  for (const entry of entries) {
    checkName(entry.name);
    const segments = entry.name.split('/').filter(Boolean);
    const hidden = segments.find((segment) => SKIPPED_FOLDERS.has(segment));
    if (hidden) {
      skipped.add(hidden);
      continue;
    }
    if (entry.isDirectory || SKIPPED_FILES.has(segments.at(-1) ?? '')) continue;
    kept.push(entry);
  }
  const prefix = commonFolder(kept.map((entry) => entry.name));
  const seen = new Set<string>();
  const files: ArchiveFile[] = [];
  let total = 0;
  for (const entry of kept) {
    const file = entry.name.slice(prefix.length);
    const top = file.split('/')[0] ?? '';
    if (file.includes('/') && SKIPPED_ROOT_FOLDERS.has(top)) {
      skipped.add(top);
      continue;
    }
    const key = file.toLowerCase();
    if (seen.has(key)) throw archiveRefusals.unsafe(file, 'is in the zip twice');
    seen.add(key);
    if (files.length >= IMPORT_LIMITS.files) throw archiveRefusals.tooMany();
    if (entry.size > IMPORT_LIMITS.fileBytes) throw archiveRefusals.fileTooLarge(file);
    total += entry.size;
    if (total > IMPORT_LIMITS.treeBytes) throw archiveRefusals.tooLarge();
    files.push({ path: file, bytes: inflateEntry(zip, entry, file) });
  }
  if (files.length === 0) throw archiveRefusals.empty();
  return { files, skipped: [...skipped].sort() };
}

function readCentralDirectory(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end < 0) throw archiveRefusals.notZip();
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === ZIP64_MARK || size === ZIP64_MARK) throw archiveRefusals.tooLarge();
  if (offset + size > end) throw archiveRefusals.notZip();
  if (count > IMPORT_LIMITS.files * 4) throw archiveRefusals.tooMany();
  const entries: Entry[] = [];
  let at = offset;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.byteLength || view.getUint32(at, true) !== CENTRAL) throw archiveRefusals.notZip();
    const madeBy = view.getUint16(at + 4, true) >> 8;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const external = view.getUint32(at + 38, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (flags & 1) throw archiveRefusals.encrypted();
    if (compressedSize === ZIP64_MARK || uncompressed === ZIP64_MARK) throw archiveRefusals.tooLarge();
    const mode = madeBy === UNIX_HOST ? external >>> 16 : 0;
    if ((mode & S_IFMT) === S_IFLNK) throw archiveRefusals.unsafe(name, 'is a symbolic link');
    entries.push({
      name,
      method,
      compressedSize,
      size: uncompressed,
      localOffset,
      isDirectory: name.endsWith('/') || (mode & S_IFMT) === S_IFDIR,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record: the last 22+ bytes, before a comment of up to 64 KB. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

/** A name that may become a file of the project: relative, forward slashes, no `..`, no NUL. */
function checkName(name: string): void {
  if (name.length === 0 || name.length > 1_024)
    throw archiveRefusals.unsafe(name.slice(0, 80), 'has an unusable name');
  if (name.includes('\\')) throw archiveRefusals.unsafe(name, 'uses backslashes in its path');
  if (name.startsWith('/') || /^[a-z]:/i.test(name))
    throw archiveRefusals.unsafe(name, 'has an absolute path');
  if (name.includes('\0')) throw archiveRefusals.unsafe(name, 'has an unusable name');
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw archiveRefusals.unsafe(name, 'points outside the project');
  }
}

/** `repo-main/` when every file is under that one folder, else nothing. */
function commonFolder(names: string[]): string {
  const first = names[0]?.split('/')[0];
  if (!first || names.some((name) => !name.startsWith(`${first}/`))) return '';
  return `${first}/`;
}

function inflateEntry(zip: Uint8Array, entry: Entry, file: string): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localOffset;
  if (at + 30 > zip.byteLength || view.getUint32(at, true) !== LOCAL) throw archiveRefusals.notZip();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw archiveRefusals.notZip();
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw archiveRefusals.notZip();
    return data.slice();
  }
  if (entry.method !== 8) throw archiveRefusals.unsafe(file, 'is compressed in a way Kiln does not read');
  // Inflated into the size the entry declared and no further: a lying entry (a zip bomb) stops.
  const out = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > entry.size)
      throw archiveRefusals.unsafe(file, 'is larger than the zip says');
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    inflater.push(data, true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw archiveRefusals.unsafe(file, 'is damaged');
  }
  if (written !== entry.size) throw archiveRefusals.unsafe(file, 'is damaged');
  return out;
}
