import { createInflateRaw } from 'node:zlib';
import { bufferSource, ZIP_LOCAL, zipEntries, type ByteSource, type ZipEntry } from './magic-bytes';

// A guarded zip reader: a small upload may declare (or, lying, hold) gigabytes. The declared sizes of
// the central directory are checked first (cheap, no inflating); then every entry is inflated as a
// stream and refused as soon as it yields more than it declared. Never more than one entry's bytes
// are held (none at all by `checkZip`).

export type ZipRefusal =
  'notZip' | 'encrypted' | 'tooManyEntries' | 'tooLarge' | 'ratio' | 'sizeMismatch' | 'damaged';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefused';
  }
}

export type ZipLimits = {
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxRatio: number;
  maxEntries: number;
};

const MB = 1024 * 1024;

/** What a spreadsheet may unpack to: a 10 MB import of 5,000 rows is a few tens of megabytes at most. */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 100 * MB,
  maxEntryBytes: 100 * MB,
  maxRatio: 200,
  maxEntries: 10_000,
};

/** Small entries compress as they like (an empty sheet is 100:1); the ratio counts above this. */
const RATIO_FROM_BYTES = MB;
/** A directory entry is 46 bytes plus its name and extras: this much per entry is plenty. */
const DIRECTORY_BYTES_PER_ENTRY = 1024;
/** Sizes and offsets of 0xFFFFFFFF mean zip64 (over 4 GB): refused. */
const ZIP64 = 0xffffffff;
const ENCRYPTED = 0x1;
const STORED = 0;
const DEFLATED = 8;
const LOCAL_HEADER = 30;
const INFLATE_CHUNK = 64 * 1024;

const isDirectory = (e: ZipEntry) => e.name.endsWith('/');

/**
 * The entries of a zip, after the checks of its declared sizes: entry count, encryption, zip64,
 * each entry's size and ratio, and the total. Reads only the directory (cheap on any source).
 */
export const checkZipDirectory = async (source: ByteSource, limits: ZipLimits): Promise<ZipEntry[]> => {
  const entries = await zipEntries(source, limits.maxEntries * DIRECTORY_BYTES_PER_ENTRY);
  if (!entries) throw new ZipRefused('notZip');
  if (entries.length > limits.maxEntries) throw new ZipRefused('tooManyEntries');
  let total = 0;
  for (const e of entries) {
    if (e.flags & ENCRYPTED) throw new ZipRefused('encrypted');
    if (e.size === ZIP64 || e.compressedSize === ZIP64 || e.localOffset === ZIP64) {
      throw new ZipRefused('tooLarge');
    }
    if (e.size > limits.maxEntryBytes) throw new ZipRefused('tooLarge');
    if (e.size > RATIO_FROM_BYTES && e.size > limits.maxRatio * Math.max(1, e.compressedSize)) {
      throw new ZipRefused('ratio');
    }
    total += e.size;
    if (total > limits.maxTotalBytes) throw new ZipRefused('tooLarge');
  }
  return entries;
};

/** The packed bytes of an entry, found through its local header. */
const packedBytes = (content: Buffer, entry: ZipEntry): Buffer => {
  const at = entry.localOffset;
  if (at + LOCAL_HEADER > content.length || content.readUInt32LE(at) !== ZIP_LOCAL) {
    throw new ZipRefused('damaged');
  }
  const start = at + LOCAL_HEADER + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > content.length) throw new ZipRefused('damaged');
  return content.subarray(start, end);
};

/**
 * Inflates one entry, handing each chunk to `onChunk`, and stops as soon as it yields more than it
 * declared; answers the bytes it yielded.
 */
const inflateEntry = (packed: Buffer, declared: number, onChunk: (chunk: Buffer) => void) =>
  new Promise<number>((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    let produced = 0;
    let done = false;
    const fail = (reason: ZipRefusal) => {
      if (done) return;
      done = true;
      inflater.destroy();
      reject(new ZipRefused(reason));
    };
    inflater.on('data', (chunk: Buffer) => {
      if (done) return;
      produced += chunk.length;
      if (produced > declared) return fail('sizeMismatch');
      onChunk(chunk);
    });
    inflater.on('error', () => fail('damaged'));
    inflater.on('end', () => {
      if (done) return;
      done = true;
      resolve(produced);
    });
    inflater.end(packed);
  });

/** Unpacks one entry (stored or deflated) through `onChunk`; refuses any other method. */
const unpackEntry = async (content: Buffer, entry: ZipEntry, onChunk: (chunk: Buffer) => void) => {
  const packed = packedBytes(content, entry);
  if (entry.method === STORED) {
    if (packed.length !== entry.size) throw new ZipRefused('sizeMismatch');
    onChunk(packed);
    return packed.length;
  }
  if (entry.method !== DEFLATED) throw new ZipRefused('damaged');
  const produced = await inflateEntry(packed, entry.size, onChunk);
  // Fewer bytes than declared: a truncated or altered entry.
  if (produced !== entry.size) throw new ZipRefused('damaged');
  return produced;
};

/** Runs the declared checks, then every file entry through `visit`, counting the total as it goes. */
async function* guardedEntries(content: Buffer, limits: ZipLimits, keep: boolean) {
  const entries = await checkZipDirectory(bufferSource(content), limits);
  let total = 0;
  for (const entry of entries) {
    if (isDirectory(entry)) continue;
    const chunks: Buffer[] = [];
    const produced = await unpackEntry(content, entry, (chunk) => {
      if (total + chunk.length > limits.maxTotalBytes) throw new ZipRefused('tooLarge');
      if (keep) chunks.push(chunk);
    });
    total += produced;
    if (total > limits.maxTotalBytes) throw new ZipRefused('tooLarge');
    yield { name: entry.name, data: keep ? Buffer.concat(chunks, produced) : Buffer.alloc(0) };
  }
}

/**
 * Checks declared sizes from the central directory (total, per entry, ratio, count, zip64/encrypted
 * refused), then inflates every entry (streaming, discarding output, counting bytes) and refuses as
 * soon as an entry yields more than it declared or the total passes the limit.
 */
export async function checkZip(content: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): Promise<void> {
  for await (const _entry of guardedEntries(content, limits, false)) {
    // Counting only: each entry's chunks were discarded as they came.
  }
}

/** The entries (file entries only, directories skipped) with their inflated bytes, under the same checks. */
export async function* unzipEntries(
  content: Buffer,
  limits: ZipLimits,
): AsyncGenerator<{ name: string; data: Buffer }> {
  yield* guardedEntries(content, limits, true);
}
