// Start-up benchmark: time from `node apps/server/dist/server.js` to a healthy portal on a new
// embedded database (migrations and demo seed included) and on an existing one, what the idle
// server costs (resident memory, CPU over --idle seconds: with the demo's warehouse simulator on,
// idle must mean idle), and the gzip size of the JavaScript that /login and the home page load.
// Needs `npm run build` (or --server a bundle) and, unless --no-browser, Chromium.
// Usage: node bench/startup.mjs [--runs 3] [--idle 20] [--no-browser] [--server apps/server/dist/server.js]
//        → prints figures and writes bench/reports/startup.md
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { helpOnRequest, option } from './cli.mjs';

const root = resolve(import.meta.dirname, '..');
helpOnRequest(new URL(import.meta.url));
const runs = Number(option('runs', '3')) || 3;
const idleSeconds = Number(option('idle', '20')) || 20;
const browser = !process.argv.includes('--no-browser');
const serverJs = option('server', 'apps/server/dist/server.js');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const start = async (dataDir, extraEnv = {}) => {
  const t0 = performance.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_CAPTCHA: 'off',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  let exited = null;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== null) throw new Error(`${serverJs} exited with ${exited} before it was healthy`);
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
/** CPU time (user + system) of a process so far, in clock ticks (100 a second on Linux). */
const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
/** Lets the server settle 5 s, then answers its RSS and the share of one core it used over the idle window. */
const idle = async (pid) => {
  await new Promise((r) => setTimeout(r, 5000));
  const before = cpuTicks(pid);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  return { rss: rssMb(pid), cpu: (cpuTicks(pid) - before) / idleSeconds };
};

const coldMs = [];
const warmMs = [];
let coldIdle = { rss: NaN, cpu: NaN };
let warmIdle = { rss: NaN, cpu: NaN };
let demoIdle = { rss: NaN, cpu: NaN };
const demoWarmMs = [];
let scripts = { login: [], home: [] };
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
  const cold = await start(dataDir);
  coldMs.push(cold.ms);
  if (i === 0) coldIdle = await idle(cold.child.pid);
  if (i === 0 && browser) {
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
  if (i === 0) warmIdle = await idle(warm.child.pid);
  await stop(warm.child);
  // A restart in demo mode (DEMO=on: the seed is checked and the simulator runs), as `npm start` of a demo.
  const demo = await start(dataDir, { DEMO: 'on' });
  demoWarmMs.push(demo.ms);
  if (i === 0) demoIdle = await idle(demo.child.pid);
  await stop(demo.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const gzipKb = async (urls) => {
  let total = 0;
  for (const url of new Set(urls))
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return total / 1024;
};
// Sizes are measured from the built files served by a fresh start.
let loginKb = NaN;
let homeKb = NaN;
if (browser) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
  const srv = await start(dataDir);
  loginKb = await gzipKb(scripts.login.map((u) => u.replace(/^http:\/\/[^/]+/, base)));
  homeKb = await gzipKb(scripts.home.map((u) => u.replace(/^http:\/\/[^/]+/, base)));
  await stop(srv.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lines = [
  `# Start-up benchmark`,
  ``,
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, ${cpus().length} cores, Node ${process.version}, ${runs} runs, load average ${loadavg()[0].toFixed(1)} at the end.`,
  `Command: \`node bench/startup.mjs ${process.argv.slice(2).join(' ')}\` (server ${serverJs}).`,
  ``,
  `| figure | value |`,
  `|---|---|`,
  `| start to healthy, new embedded database (migrate + demo seed), median | ${median(coldMs).toFixed(0)} ms |`,
  `| start to healthy, existing embedded database, median | ${median(warmMs).toFixed(0)} ms |`,
  `| start to healthy, existing embedded database, demo mode (DEMO=on), median | ${median(demoWarmMs).toFixed(0)} ms |`,
  `| first start (demo, simulator on): resident memory after ${idleSeconds + 5} s idle | ${coldIdle.rss.toFixed(0)} MB |`,
  `| first start (demo, simulator on): CPU over ${idleSeconds} s idle | ${coldIdle.cpu.toFixed(1)} % of a core |`,
  `| restart in demo mode (simulator on): resident memory after ${idleSeconds + 5} s idle | ${demoIdle.rss.toFixed(0)} MB |`,
  `| restart in demo mode (simulator on): CPU over ${idleSeconds} s idle | ${demoIdle.cpu.toFixed(1)} % of a core |`,
  `| restart (no demo): resident memory after ${idleSeconds + 5} s idle | ${warmIdle.rss.toFixed(0)} MB |`,
  `| restart (no demo): CPU over ${idleSeconds} s idle | ${warmIdle.cpu.toFixed(1)} % of a core |`,
];
if (browser) {
  lines.push(
    `| JavaScript loaded by /login (gzip) | ${loginKb.toFixed(1)} KB in ${new Set(scripts.login).size} files |`,
    `| JavaScript loaded by /login then the home page (gzip) | ${homeKb.toFixed(1)} KB in ${new Set(scripts.home).size} files |`,
  );
}
console.log(lines.join('\n'));
writeFileSync(join(root, 'bench/reports/startup.md'), lines.join('\n') + '\n');
