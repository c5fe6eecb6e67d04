// Start-up benchmark: time from `node apps/server/dist/server.js` to a healthy portal on a new
// embedded database (migrations and demo seed included), resident memory when idle, and the gzip
// size of the JavaScript that /login and the home page load. Needs `npm run build` and Chromium.
// Usage: node bench/startup.mjs [--runs 3]   → prints figures and writes bench/reports/startup.md
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const start = async (dataDir) => {
  const t0 = performance.now();
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
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: performance.now() - t0 };
};
const stop = (child) => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r)));
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const coldMs = [];
const warmMs = [];
let idleRss = 0;
let warmIdleRss = 0;
let scripts = { login: [], home: [] };
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
  const cold = await start(dataDir);
  coldMs.push(cold.ms);
  if (i === 0) {
    await new Promise((r) => setTimeout(r, 5000));
    idleRss = rssMb(cold.child.pid);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage();
    const seen = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') seen.push(res.url());
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    scripts.login = [...seen];
    await page.locator('#login_accountName').fill('demo');
    await page.locator('#login_password').fill('Demo@2026');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard/home');
    await page.waitForLoadState('networkidle');
    scripts.home = [...seen];
    await browser.close();
  }
  await stop(cold.child);
  const warm = await start(dataDir);
  warmMs.push(warm.ms);
  if (i === 0) {
    await new Promise((r) => setTimeout(r, 5000));
    warmIdleRss = rssMb(warm.child.pid);
  }
  await stop(warm.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const gzipKb = async (urls) => {
  let total = 0;
  for (const url of new Set(urls))
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return total / 1024;
};
// Sizes are measured from the built files served by a fresh start.
const dataDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
const srv = await start(dataDir);
const loginKb = await gzipKb(scripts.login.map((u) => u.replace(/^http:\/\/[^/]+/, base)));
const homeKb = await gzipKb(scripts.home.map((u) => u.replace(/^http:\/\/[^/]+/, base)));
await stop(srv.child);
rmSync(dataDir, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lines = [
  `# Start-up benchmark`,
  ``,
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, ${runs} runs.`,
  ``,
  `| figure | value |`,
  `|---|---|`,
  `| start to healthy, new embedded database (migrate + demo seed), median | ${median(coldMs).toFixed(0)} ms |`,
  `| start to healthy, existing embedded database, median | ${median(warmMs).toFixed(0)} ms |`,
  `| server resident memory, idle 5 s after the first start (includes PGlite's initdb) | ${idleRss.toFixed(0)} MB |`,
  `| server resident memory, idle 5 s after a restart | ${warmIdleRss.toFixed(0)} MB |`,
  `| JavaScript loaded by /login (gzip) | ${loginKb.toFixed(1)} KB in ${new Set(scripts.login).size} files |`,
  `| JavaScript loaded by /login then the home page (gzip) | ${homeKb.toFixed(1)} KB in ${new Set(scripts.home).size} files |`,
];
console.log(lines.join('\n'));
writeFileSync(join(root, 'bench/reports/startup.md'), lines.join('\n') + '\n');
