// The pieces of BIFF8 (MS-XLS) that the xls reader needs: records, strings that run on into
// CONTINUE records, the shared-string table, RK numbers and date formats.

export const RT = {
  EOF: 0x000a,
  CONTINUE: 0x003c,
  FILEPASS: 0x002f,
  DATEMODE: 0x0022,
  FORMAT: 0x041e,
  XF: 0x00e0,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  BOF: 0x0809,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  RSTRING: 0x00d6,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
  STRING: 0x0207,
} as const;

/** A record with the data of the CONTINUE records after it (they carry on a record over 8,224 bytes). */
export type BiffRecord = { type: number; data: Buffer; more: Buffer[] };

export const malformed = (why: string): never => {
  throw new Error(`Malformed xls workbook: ${why}`);
};

/** The records from `offset` to the end of the stream, each with its CONTINUE records. */
export function* records(stream: Buffer, offset: number): Generator<BiffRecord> {
  const header = (at: number) => {
    const end = at + 4 + stream.readUInt16LE(at + 2);
    if (end > stream.length) return malformed('a record runs past the end of the stream');
    return { type: stream.readUInt16LE(at), data: stream.subarray(at + 4, end), end };
  };
  // What follows a record is only looked at for CONTINUE records: bytes after the last EOF may be
  // anything.
  const continues = (at: number) => at + 4 <= stream.length && stream.readUInt16LE(at) === RT.CONTINUE;
  for (let at = offset; at + 4 <= stream.length;) {
    const { type, data, end } = header(at);
    const more: Buffer[] = [];
    for (at = end; continues(at);) {
      const next = header(at);
      more.push(next.data);
      at = next.end;
    }
    yield { type, data, more };
  }
}

/** Reads across a record and its CONTINUE records as one run of bytes. */
export class Pieces {
  private index = 0;
  private at = 0;
  constructor(private readonly parts: Buffer[]) {}

  static of(record: BiffRecord, offset: number) {
    return new Pieces([record.data.subarray(offset), ...record.more]);
  }

  get size() {
    return this.parts.reduce((sum, part) => sum + part.length, 0);
  }

  get done() {
    this.settle();
    return this.index >= this.parts.length;
  }

  private settle() {
    while (this.index < this.parts.length && this.at >= this.parts[this.index]!.length) {
      this.index++;
      this.at = 0;
    }
  }

  private part(): Buffer {
    this.settle();
    return this.parts[this.index] ?? malformed('a string runs past its record');
  }

  u8(): number {
    return this.part()[this.at++]!;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(count: number) {
    for (let left = count; left > 0;) {
      const part = this.part();
      const step = Math.min(left, part.length - this.at);
      this.at += step;
      left -= step;
    }
  }

  /**
   * `count` characters. Where they cross into a CONTINUE record, that record starts with a byte
   * saying again whether the rest is one byte (Latin-1) or two (UTF-16) a character.
   */
  chars(count: number, wide: boolean): string {
    const out = Buffer.alloc(count * 2);
    let isWide = wide;
    for (let got = 0; got < count;) {
      let part = this.parts[this.index];
      if (!part || this.at >= part.length) {
        part = this.parts[++this.index] ?? malformed('a string runs past its record');
        isWide = (part[0]! & 1) === 1;
        this.at = 1;
      }
      const left = part.length - this.at;
      const n = Math.min(count - got, isWide ? left >> 1 : left);
      if (n <= 0) {
        this.at = part.length;
        continue;
      }
      if (isWide) part.copy(out, got * 2, this.at, this.at + n * 2);
      else for (let i = 0; i < n; i++) out[(got + i) * 2] = part[this.at + i]!;
      this.at += isWide ? n * 2 : n;
      got += n;
    }
    return out.toString('utf16le');
  }

  /** An XLUnicodeString: a 16-bit length, a flags byte, the characters. */
  string(): string {
    const count = this.u16();
    return this.chars(count, (this.u8() & 1) === 1);
  }
}

/** The shared strings of an SST record and its CONTINUE records. */
export const readSst = (record: BiffRecord): string[] => {
  const pieces = Pieces.of(record, 0);
  pieces.u32();
  const unique = pieces.u32();
  // Each string takes at least three bytes: a count that does not fit is not a count.
  if (unique > pieces.size / 3) malformed('the shared string count does not fit the table');
  const strings: string[] = [];
  while (strings.length < unique && !pieces.done) {
    const count = pieces.u16();
    const flags = pieces.u8();
    const runs = flags & 0x08 ? pieces.u16() : 0;
    const extra = flags & 0x04 ? pieces.u32() : 0;
    strings.push(pieces.chars(count, (flags & 0x01) === 1));
    // Formatting runs and phonetic (East Asian) data say nothing about the text.
    pieces.skip(runs * 4 + extra);
  }
  return strings;
};

/** An RK number: a 30-bit integer or the top of a double, perhaps a hundredth of it. */
export const rkNumber = (rk: number): number => {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    const bytes = Buffer.alloc(8);
    bytes.writeInt32LE(rk & ~0x03, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
};

/**
 * Built-in formats without a FORMAT record that show dates or times: 14–22 and 45–47 everywhere,
 * 27–36 and 50–58 in Chinese, Japanese and Korean Excel (e.g. 31 is yyyy"年"m"月"d"日").
 */
const BUILT_IN_DATES = new Set([
  ...[14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47],
  ...[27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58],
]);

/** Whether a number format shows a date or time: y m d h s outside quotes, brackets and escapes. */
export const isDateFormat = (code: string | undefined, id: number): boolean =>
  code === undefined
    ? BUILT_IN_DATES.has(id)
    : /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\.|[_*]./g, ''));

// Excel stores days since 1899-12-30 (or 1904-01-01); its calendar ends with the year 9999.
const EPOCH_1900 = 25569;
const DAYS_1904 = 1462;
const LAST_SERIAL = 2958466;

/** A date serial as the Date exceljs makes of it (so xls and xlsx dates read alike). */
export const serialDate = (serial: number, date1904: boolean): Date | null =>
  serial >= 0 && serial < LAST_SERIAL
    ? new Date(Math.round((serial - EPOCH_1900 + (date1904 ? DAYS_1904 : 0)) * 86_400_000))
    : null;
