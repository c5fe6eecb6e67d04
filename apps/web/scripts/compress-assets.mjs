// After `vite build`: writes NAME.gz (gzip 9) and NAME.br (brotli 11) beside each script, style and
// SVG of dist/assets, so the server sends them as they are instead of compressing on a visitor's
// request (apps/server/src/plugins/asset-cache.ts). A .br is written only when it is smaller than the
// .gz (for tiny files brotli can come out larger). The zlib calls run on libuv's thread pool.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const dir = join(import.meta.dirname, '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|map|txt)$/i;

const started = performance.now();
const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
let raw = 0;
let sent = 0;
await Promise.all(
  names.map(async (name) => {
    const body = await readFile(join(dir, name));
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    await writeFile(join(dir, `${name}.gz`), gz);
    if (br.length < gz.length) await writeFile(join(dir, `${name}.br`), br);
    raw += body.length;
    sent += Math.min(gz.length, br.length);
  }),
);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `compressed ${names.length} assets: ${kib(raw)} → ${kib(sent)} in ${Math.round(performance.now() - started)} ms`,
);
