import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The web build's hashed assets never change while the server runs, so each is kept in memory,
// compressed, from its first request. The build writes NAME.gz and NAME.br beside each one
// (apps/web/scripts/compress-assets.mjs), and those are read as they are. Without them (a build of
// Vite alone) the server compresses once, off the event loop: gzip at its best level for that first
// request, brotli at its best level (1–2 s for the biggest chunk on a busy machine) in the
// background, served from then on. Either way no visitor pays a compression per request.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What is worth compressing, with its content type; images and fonts are compressed already. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file name the build makes (no directories, no dot-dot): anything else goes to @fastify/static. */
const SAFE_NAME = /^[\w.-]+$/;

export type AssetVariant = { body: Buffer; encoding: 'br' | 'gzip' | null; etag: string };
export type CachedAsset = {
  type: string;
  identity: AssetVariant;
  gzip: AssetVariant;
  /** Once made, and only when smaller than gzip (for tiny files brotli can come out larger). */
  br: AssetVariant | null;
};

const brotli = (raw: Buffer) =>
  brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });

const variants = (raw: Buffer, type: string, gz: Buffer, br: Buffer | null): CachedAsset => {
  // One tag per content and encoding: a cache never takes a gzip body for a brotli one.
  const tag = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  return {
    type,
    identity: { body: raw, encoding: null, etag: `"${tag}"` },
    gzip: { body: gz, encoding: 'gzip', etag: `"${tag}-gz"` },
    br: br && br.length < gz.length ? { body: br, encoding: 'br', etag: `"${tag}-br"` } : null,
  };
};

/** The build's own NAME.gz and NAME.br, when it wrote them (the .br only where it was smaller). */
const precompressed = async (path: string, raw: Buffer, type: string): Promise<CachedAsset | null> => {
  const [gz, br] = await Promise.all([
    readFile(`${path}.gz`).catch(() => null),
    readFile(`${path}.br`).catch(() => null),
  ]);
  return gz ? variants(raw, type, gz, br) : null;
};

const compress = async (raw: Buffer, type: string): Promise<CachedAsset> => {
  const asset = variants(raw, type, await gzipAsync(raw, { level: 9 }), null);
  // Not awaited: gzip serves until brotli is made; if brotli fails, gzip serves on.
  void brotli(raw).then(
    (br) => {
      if (br.length < asset.gzip.body.length)
        asset.br = { body: br, encoding: 'br', etag: `${asset.identity.etag.slice(0, -1)}-br"` };
    },
    () => undefined,
  );
  return asset;
};

/** The codings a client accepts (q > 0), from its Accept-Encoding header. */
export const acceptedEncodings = (header: string | undefined): Set<string> => {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
};

/** The smallest variant made so far that the client takes. */
export const pickVariant = (asset: CachedAsset, acceptEncoding: string | undefined): AssetVariant => {
  const accepted = acceptedEncodings(acceptEncoding);
  if (asset.br && (accepted.has('br') || accepted.has('*'))) return asset.br;
  if (accepted.has('gzip') || accepted.has('*')) return asset.gzip;
  return asset.identity;
};

/**
 * The compressed assets of one directory, made on first request (concurrent requests share the
 * work). Answers null for a name it does not handle (not compressible, not a plain file name, or
 * missing): the caller serves those from disk as before. A missing file is not remembered, so probing
 * names cannot grow the cache.
 */
export const createAssetCache = (dir: string) => {
  const entries = new Map<string, Promise<CachedAsset | null>>();
  const load = async (name: string, type: string): Promise<CachedAsset | null> => {
    const path = join(dir, name);
    const raw = await readFile(path).catch(() => null);
    if (!raw) {
      entries.delete(name);
      return null;
    }
    try {
      return (await precompressed(path, raw, type)) ?? (await compress(raw, type));
    } catch (err) {
      entries.delete(name);
      throw err;
    }
  };
  return {
    get(name: string): Promise<CachedAsset | null> {
      const type = TYPES[extname(name).toLowerCase()];
      if (!type || !SAFE_NAME.test(name)) return Promise.resolve(null);
      let entry = entries.get(name);
      if (!entry) {
        entry = load(name, type);
        entries.set(name, entry);
      }
      return entry;
    },
  };
};
