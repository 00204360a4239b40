/** One entry of a zip's central directory, as far as unpacking safely needs it. */
export interface ZipEntryInfo {
  name: string;
  /** Unix mode from the external attributes (0 when the archive was made elsewhere). */
  unixMode: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const S_IFMT = 0o170000;
export const S_IFLNK = 0o120000;
export const S_IFDIR = 0o040000;

/**
 * Reads the central directory. fflate's unzip does not expose the external attributes, and those
 * are what tells a symlink entry from a file.
 */
export function readZipEntries(zip: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = zip.byteLength - 22; i >= Math.max(0, zip.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('Not a zip archive');
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: ZipEntryInfo[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new Error('Corrupt zip central directory');
    }
    const madeBy = view.getUint16(offset + 4, true) >> 8;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const external = view.getUint32(offset + 38, true);
    const name = decoder.decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    // Made on Unix (3): the high 16 bits are st_mode.
    entries.push({ name, unixMode: madeBy === 3 ? (external >>> 16) & 0xffff : 0 });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function fileType(mode: number): number {
  return mode & S_IFMT;
}
