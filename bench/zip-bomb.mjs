// Zip-bomb benchmark: a 2 MB "xlsx" that unpacks to 2 GB, uploaded to the built server as a product
// import. Twice: honest about its sizes (refused at upload from the zip's directory) and declaring a
// few bytes (refused by the import job as soon as the sheet inflates past them). Measures resident
// memory when idle, after each refusal and at its peak (sampled every 20 ms), the time to the answer,
// and the slowest /api/health answer meanwhile. Needs `npm run build`.
// Usage: node bench/zip-bomb.mjs [--gigabytes 2]   → prints figures and writes bench/reports/zip-bomb.md
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(new URL(import.meta.url));

const root = resolve(import.meta.dirname, '..');
const gigabytes = Number(process.argv[process.argv.indexOf('--gigabytes') + 1]) || 2;
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes the bomb to `path` as it goes: two small stored parts that make it pass for an xlsx, then a
 * sheet of `gigabytes` GB of zeros as one full-flushed deflate block of 1 MB of zeros repeated (about
 * 1 KB each), declaring `declared` bytes unpacked. Never holds more than one block.
 */
const writeBomb = async (path, declared) => {
  const out = createWriteStream(path);
  const write = async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  const blocks = gigabytes * 1024;
  const parts = [
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>'), method: 0 },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>'), method: 0 },
    { name: 'xl/worksheets/sheet1.xml', method: 8, packedSize: blocks * block.length + last.length },
  ];
  const directory = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const packed = p.data?.length ?? p.packedSize;
    const size = p.data?.length ?? Math.min(declared, 0xfffffffe);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(p.method, 8);
    header.writeUInt32LE(packed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    header.copy(central, 6, 4, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    await write(Buffer.concat([header, name]));
    if (p.data) await write(p.data);
    else {
      for (let i = 0; i < blocks; i++) await write(block);
      await write(last);
    }
    offset += 30 + name.length + packed;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(Buffer.concat([dir, end]));
  out.end();
  await once(out, 'finish');
  return offset + dir.length + 22;
};

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const start = async (dataDir) => {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_CAPTCHA: 'off',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      /* not yet */
    }
    await sleep(50);
  }
};
const stop = (child) => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r)));

const signIn = async () => {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: 'demo', password: 'Demo@2026' }),
  });
  return (await res.json()).data.token;
};

/** Uploads `path` as a product import while sampling RSS and the health check; answers the figures. */
const attack = async (pid, token, path) => {
  let peak = rssMb(pid);
  let slowestHealth = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb(pid));
      await sleep(20);
    }
  })();
  const prober = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${base}/api/health`);
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
      await sleep(100);
    }
  })();
  const form = new FormData();
  form.append('file', await openAsBlob(path), 'products.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/imports/upload?kind=products`, {
    method: 'POST',
    headers: { token, language: 'en' },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  const afterRss = rssMb(pid);
  await sleep(500);
  running = false;
  await Promise.all([sampler, prober]);
  return {
    status: res.status,
    message: body.data?.message ?? body.message,
    result: body.data?.status,
    ms,
    afterRss,
    peak,
    slowestHealth,
  };
};

const dataDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
const honestPath = join(dataDir, 'honest.xlsx');
const lyingPath = join(dataDir, 'lying.xlsx');
const unpacked = gigabytes * 1024 * MB;
const honestBytes = await writeBomb(honestPath, unpacked);
const lyingBytes = await writeBomb(lyingPath, 1000);
const server = await start(dataDir);
await sleep(5000);
const idleRss = rssMb(server.pid);
const token = await signIn();
const productCount = async () =>
  (
    await (
      await fetch(`${base}/api/products/page`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json', language: 'en' },
        body: JSON.stringify({ current: 1, size: 1 }),
      })
    ).json()
  ).data.total;
const productsBefore = await productCount();
const honest = await attack(server.pid, token, honestPath);
const lying = await attack(server.pid, token, lyingPath);
const productsAfter = await productCount();
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

const mbText = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const row = (label, bytes, r) =>
  `| ${label} | ${mbText(bytes)} | ${r.status} ${r.result ?? ''} | ${r.message} | ${(r.ms / 1000).toFixed(2)} s | ${idleRss.toFixed(0)} → ${r.peak.toFixed(0)} MB | ${r.afterRss.toFixed(0)} MB | ${r.slowestHealth.toFixed(0)} ms |`;
const lines = [
  `# Zip-bomb benchmark`,
  ``,
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}. Reproduce: \`npm run build && node bench/zip-bomb.mjs --gigabytes ${gigabytes}\`.`,
  ``,
  `The built server (\`node apps/server/dist/server.js\`, embedded database with the demo seed) gets a product import (POST /api/imports/upload?kind=products, signed in as demo) of an "xlsx" holding \`[Content_Types].xml\`, \`xl/workbook.xml\` and a sheet of ${gigabytes} GB of zeros. Honest: the sheet declares its ${gigabytes} GB. Lying: it declares 1,000 bytes. RSS is the server's (idle 5 s after start → peak sampled every 20 ms → right after the answer); the health check is asked every 100 ms during the upload.`,
  ``,
  `| bomb | file | answer | message | refused in | RSS idle → peak | RSS after | slowest /api/health |`,
  `|---|---|---|---|---|---|---|---|`,
  row('honest sizes', honestBytes, honest),
  row('lying sizes', lyingBytes, lying),
  ``,
  `Products before → after: ${productsBefore} → ${productsAfter}. Before the guard (issue 9): the upload held 16 s, the import job ran 2 minutes and the server grew from 0.5 to 1.7 GB.`,
];
console.log(lines.join('\n'));
writeFileSync(join(root, 'bench/reports/zip-bomb.md'), lines.join('\n') + '\n');
