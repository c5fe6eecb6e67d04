import CFB from 'cfb';

// The workbook stream of an Excel 97–2003 file, read with cfb. cfb trusts the file it is given: a
// sector chain that loops, chains laid out backwards (it copies each suffix again) or directory links
// that loop make it spin or allocate without bound. Uploads are untrusted, so the structure cfb will
// walk is checked first, by cfb's own reading rules, against a budget of steps.

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const END_OF_CHAIN = -2;
const FREE_SECTOR = -1;
const NO_STREAM = -1;
/** Header DIFAT slots. */
const HEADER_FAT_SLOTS = 109;
/** cfb keeps streams of this size and more in the FAT, smaller ones in the mini stream. */
const MINI_CUTOFF = 4096;
/** Excel writes a handful of entries (a few dozen with macros or embedded objects). */
const MAX_ENTRIES = 512;

const fail = (why: string): never => {
  throw new Error(`Not a readable Excel 97–2003 file: ${why}`);
};

const checkStructure = (file: Buffer) => {
  if (file.length < 512 || !file.subarray(0, 8).equals(SIGNATURE)) fail('no compound file header');
  const major = file.readUInt16LE(0x1a);
  const shift = file.readUInt16LE(0x1e);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) fail('bad sector size');
  const size = 1 << shift;
  // Like cfb: the sectors after the header, the last one possibly short.
  const count = Math.ceil(file.length / size) - 1;
  const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < count;
  const int32 = (at: number) => (at + 4 <= file.length ? file.readInt32LE(at) : NaN);

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_SLOTS; i++) {
    const sector = file.readInt32LE(0x4c + 4 * i);
    if (sector < 0) break;
    fatSectors.push(sector);
  }
  let difat = file.readInt32LE(0x44);
  let difatLeft = file.readInt32LE(0x48);
  for (let hops = 0; difat !== FREE_SECTOR; hops++) {
    if (difat === END_OF_CHAIN) {
      if (difatLeft !== 0) fail('short DIFAT chain');
      break;
    }
    if (!inRange(difat)) break;
    if (hops > count) fail('DIFAT loop');
    const base = (difat + 1) * size;
    for (let i = 0; i < size / 4 - 1; i++) {
      const sector = int32(base + 4 * i);
      if (sector === END_OF_CHAIN) break;
      fatSectors.push(sector);
    }
    if (difatLeft < 1) break;
    difat = int32(base + size - 4);
    difatLeft--;
  }
  const next = (sector: number) => {
    const fat = fatSectors[Math.floor((sector * 4) / size)];
    if (fat === undefined || !inRange(fat)) return END_OF_CHAIN;
    return int32((fat + 1) * size + ((sector * 4) & (size - 1)));
  };

  // cfb follows a chain from every sector no earlier chain went through, starting at the directory.
  let budget = 4 * count + 64;
  const mark = new Int32Array(count).fill(-1);
  const walked = new Uint8Array(count);
  const heads = new Set<number>();
  const walk = (start: number) => {
    heads.add(start);
    const chain: number[] = [];
    for (let s = start; s >= 0; s = next(s)) {
      if (!inRange(s)) fail('sector chain leaves the file');
      if (mark[s] === start) fail('sector chain loops');
      if (--budget < 0) fail('sector chains too long');
      mark[s] = start;
      walked[s] = 1;
      chain.push(s);
    }
    return chain;
  };
  const dirStart = file.readInt32LE(0x30);
  if (!inRange(dirStart)) fail('no directory');
  const directory = walk(dirStart);
  for (let i = 1; i < count; i++) {
    const s = (dirStart + i) % count;
    if (!walked[s]) walk(s);
  }

  const perSector = size / 128;
  if (directory.length * perSector > MAX_ENTRIES) fail('directory too large');
  const entries = directory.flatMap((sector) =>
    Array.from({ length: perSector }, (_, i) => {
      const at = (sector + 1) * size + i * 128;
      if (at + 128 > file.length) fail('short directory');
      const link = (offset: number) => file.readInt32LE(at + offset);
      return {
        type: file[at + 0x42]!,
        links: [link(0x44), link(0x48), link(0x4c)],
        start: link(0x74),
        size: link(0x78),
      };
    }),
  );
  // cfb builds paths by following the links without a guard: they must form one tree from the root.
  if (entries[0]?.type !== 5) fail('no root entry');
  const parent = new Int32Array(entries.length).fill(-1);
  entries.forEach((entry, i) => {
    for (const child of entry.links) {
      if (child === NO_STREAM) continue;
      if (!(child > 0 && child < entries.length) || entries[child]!.type === 0 || parent[child] !== -1) {
        fail('bad directory links');
      }
      parent[child] = i;
    }
  });
  const reached = new Uint8Array(entries.length);
  const stack = [0];
  for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
    reached[i] = 1;
    stack.push(...entries[i]!.links.filter((child) => child !== NO_STREAM));
  }
  entries.forEach((entry, i) => {
    if (entry.type !== 0 && !reached[i]) fail('bad directory links');
    // A large stream starting inside another chain is followed again, without cfb's loop guard.
    if (i > 0 && entry.size >= MINI_CUTOFF && !heads.has(entry.start)) walk(entry.start);
  });
};

/** The `Workbook` stream (`Book` in Excel 5 files); throws when the file has none or is damaged. */
export const workbookStream = (file: Buffer): Buffer => {
  checkStructure(file);
  const container = CFB.read(file, { type: 'buffer' });
  const atTop = (name: string) =>
    container.FileIndex.find(
      (entry, i) =>
        entry.type === 2 &&
        entry.name.toLowerCase() === name &&
        container.FullPaths[i]?.split('/').length === 2,
    );
  const entry = atTop('workbook') ?? atTop('book');
  if (!entry?.content) return fail('no workbook stream');
  return Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
};
