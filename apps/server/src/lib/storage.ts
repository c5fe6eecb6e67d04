import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown by `put` when the content passes `maxBytes`; nothing stays stored. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`content exceeds ${maxBytes} bytes`);
  }
}

export type PutOptions = {
  /** A key from `newKey()`, when the caller records it before writing; otherwise one is made. */
  key?: string;
  /** Refuse (and remove) content longer than this. */
  maxBytes?: number;
};

/**
 * Where file contents live. Keys are made by the server (`newKey`), never taken from a user; an
 * object appears whole or not at all. The local-disk implementation serves one process or several
 * on one disk; an S3-compatible one fits the same interface.
 */
export interface FileStorage {
  newKey(): string;
  put(source: Readable | Buffer, options?: PutOptions): Promise<{ key: string; size: number }>;
  /** The content, or the bytes `start`…`end` (inclusive) of it. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** yyyy/mm/uuid: spread over folders, nothing a user chose. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Counts bytes and fails once there are more than `maxBytes`. */
class ByteLimit extends Transform {
  size = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) done(new StorageLimitError(this.maxBytes));
    else done(null, chunk);
  }
}

export const createLocalStorage = (rootDir: string): FileStorage => {
  const root = resolve(rootDir);

  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const path = resolve(root, ...key.split('/'));
    // The pattern already rules out `..`; this is the belt to its braces.
    if (!path.startsWith(root + sep)) throw new Error('invalid storage key');
    return path;
  };

  return {
    newKey() {
      const now = new Date();
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
    },

    async put(source, options = {}) {
      const key = options.key ?? this.newKey();
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temp = `${path}.${randomUUID()}.part`;
      const limit = new ByteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      try {
        await pipeline(input, limit, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, size: limit.size };
    },

    async get(key, range) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path, range);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};

/** The folder of a local storage key (for tests and operators). */
export const localPathOf = (rootDir: string, key: string) => join(resolve(rootDir), ...key.split('/'));
