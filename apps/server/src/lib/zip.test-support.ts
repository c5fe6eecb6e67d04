// Zips built in memory for tests: entries stored or deflated, honest or lying about their sizes, and
// zip bombs disguised as xlsx (not a test file).
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/**
 * Raw deflate of `megabytes` MB of zeros, built from one full-flushed (byte-aligned, self-contained)
 * block repeated and a final empty block: about 1 KB per MB, never holding the zeros.
 */
export const zerosDeflated = (megabytes: number) => {
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
};

/** An entry as it goes in the zip: packed bytes, the unpacked size it declares, method and flags. */
export type RawEntry = {
  name: string;
  packed: Buffer;
  size: number;
  method?: number;
  flags?: number;
  crc?: number;
};

/** A stored entry holding `text`, honest about its size. */
export const storedEntry = (name: string, text: string): RawEntry => {
  const data = Buffer.from(text);
  return { name, packed: data, size: data.length, method: 0, crc: crc32(data) };
};

/** A deflated entry holding `data`, honest about its size. */
export const deflatedEntry = (name: string, data: Buffer): RawEntry => ({
  name,
  packed: deflateRawSync(data),
  size: data.length,
  crc: crc32(data),
});

/** A zip of these entries: local headers and data, then the central directory and its end record. */
export const zipOf = (entries: RawEntry[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(e.method ?? 8, 8);
    local.writeUInt32LE(e.crc ?? 0, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 28); // flags, method, time, date, crc, sizes, name length
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    centrals.push(central, name);
    offset += 30 + name.length + e.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/**
 * A zip bomb that passes for an xlsx by content (`[Content_Types].xml` and `xl/` entries): its sheet
 * unpacks to `megabytes` MB of zeros and declares `declaredBytes` (the truth when left out).
 */
export const bombXlsx = (megabytes: number, declaredBytes = megabytes * MB) =>
  zipOf([
    storedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    storedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', packed: zerosDeflated(megabytes), size: declaredBytes },
  ]);
