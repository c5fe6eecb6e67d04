import type { FileType } from '@oms/contracts';

/** Reads `length` bytes from `start` (fewer at the end of the content). */
export type ByteSource = { size: number; read(start: number, length: number): Promise<Buffer> };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
export const ZIP_LOCAL = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH = 22 + 0xffff;
/** An xlsx directory is a few kilobytes; a larger one is not a workbook we accept. */
const ZIP_DIRECTORY_MAX = 1024 * 1024;

const startsWith = (head: Buffer, prefix: Buffer | string) => {
  const p = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return head.length >= p.length && head.subarray(0, p.length).equals(p);
};

/**
 * An entry of a zip's central directory: its name, the sizes it declares (unpacked and packed), its
 * compression method, its flags (bit 0: encrypted) and where its local header starts.
 */
export type ZipEntry = {
  name: string;
  size: number;
  compressedSize: number;
  method: number;
  flags: number;
  localOffset: number;
};

/**
 * The entries of a zip's central directory in its order, or null when it is not a well-formed zip
 * (or its directory is larger than `maxDirectoryBytes`).
 */
export const zipEntries = async (
  source: ByteSource,
  maxDirectoryBytes = ZIP_DIRECTORY_MAX,
): Promise<ZipEntry[] | null> => {
  const tailStart = Math.max(0, source.size - ZIP_END_SEARCH);
  const tail = await source.read(tailStart, source.size - tailStart);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const dirSize = tail.readUInt32LE(end + 12);
  const dirOffset = tail.readUInt32LE(end + 16);
  if (dirSize > maxDirectoryBytes || dirOffset + dirSize > source.size) return null;
  const dir = await source.read(dirOffset, dirSize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > dir.length || dir.readUInt32LE(at) !== ZIP_CENTRAL) return null;
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    if (at + 46 + nameLength > dir.length) return null;
    entries.push({
      name: dir.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      size: dir.readUInt32LE(at + 24),
      compressedSize: dir.readUInt32LE(at + 20),
      method: dir.readUInt16LE(at + 10),
      flags: dir.readUInt16LE(at + 8),
      localOffset: dir.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The names in a zip's central directory, or null when it is not a well-formed zip. */
export const zipEntryNames = async (source: ByteSource): Promise<string[] | null> =>
  (await zipEntries(source))?.map((e) => e.name) ?? null;

/** Whether a compound file (OLE2) holds an Excel 97–2003 workbook stream. */
const isLegacyWorkbook = async (source: ByteSource, header: Buffer): Promise<boolean> => {
  if (header.length < 512) return false;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const firstDirSector = header.readUInt32LE(0x30);
  const offset = (firstDirSector + 1) * sectorSize;
  if (offset + sectorSize > source.size) return false;
  // The workbook stream sits among the first directory entries of every file Excel writes.
  const dir = await source.read(offset, sectorSize);
  for (let at = 0; at + 128 <= dir.length; at += 128) {
    const nameBytes = dir.readUInt16LE(at + 0x40);
    if (nameBytes < 2 || nameBytes > 64) continue;
    const name = dir.subarray(at, at + nameBytes - 2).toString('utf16le');
    if (name === 'Workbook' || name === 'Book') return true;
  }
  return false;
};

/**
 * The type of a file by its content: JPEG, PNG, GIF, PDF, xlsx (a zip holding `[Content_Types].xml`
 * and an `xl/` folder) or xls (a compound file holding a workbook stream); null for anything else.
 */
export const detectFileType = async (source: ByteSource): Promise<FileType | null> => {
  if (source.size === 0) return null;
  const head = await source.read(0, Math.min(source.size, 512));
  if (startsWith(head, Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL) {
    const names = await zipEntryNames(source);
    const isXlsx =
      names !== null && names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/'));
    return isXlsx ? 'xlsx' : null;
  }
  if (startsWith(head, CFB)) return (await isLegacyWorkbook(source, head)) ? 'xls' : null;
  return null;
};

/** A byte source over a buffer (tests, small contents). */
export const bufferSource = (buffer: Buffer): ByteSource => ({
  size: buffer.length,
  read: async (start, length) => buffer.subarray(start, start + length),
});
