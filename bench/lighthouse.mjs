// Lighthouse benchmark (issue 12): the performance score, LCP, TBT and CLS of a bare static page
// (calibration: what this machine scores at best), /login and /dashboard/home (signed in as the demo
// account), on the desktop and the mobile preset, each run on a cold HTTP cache.
// Needs `npm run build` and Debian's Chromium at /usr/bin/chromium.
// Usage: node bench/lighthouse.mjs [--runs 3] [--only desktop|mobile] [--server apps/server/dist/server.js]
//        [--json-dir DIR] (each run's whole report, to see where the time goes)
//        → prints figures (median of the runs) and writes bench/reports/lighthouse.md
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { helpOnRequest, option } from './cli.mjs';

const root = resolve(import.meta.dirname, '..');
helpOnRequest(new URL(import.meta.url));
const runs = Number(option('runs', '3')) || 3;
const only = option('only', '');
const serverJs = option('server', 'apps/server/dist/server.js');
// Every run's whole Lighthouse report (JSON) goes here when given: the LCP element, long tasks, etc.
const jsonDir = option('json-dir', '');
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The portal as `npm start` runs it, on a new embedded database with the demo data. */
const startPortal = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-lighthouse-'));
  const port = 4000 + Math.floor(Math.random() * 900);
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: 'on',
      LOGIN_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited !== null) throw new Error(`${serverJs} exited with ${exited} before it was healthy`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      if (exited === null) await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A page with a heading and a paragraph, served bare: the best this machine and Chromium score. */
const startBarePage = async () => {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width,initial-scale=1"><title>Bare</title></head><body><h1>Calibration</h1>' +
    '<p>A static page with no script, for the scores of this machine.</p></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() };
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** One audit of `url` on a cold HTTP cache (storage kept: the signed-in session survives). */
const audit = async (chrome, page, url, formFactor) => {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
  const { lhr } = result;
  if (jsonDir) {
    const name = `${formFactor}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(jsonDir, name), JSON.stringify(lhr));
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    landed: lhr.finalDisplayedUrl,
  };
};

const signIn = async (page, base) => {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('#login_accountName', 'demo');
  await page.type('#login_password', 'Demo@2026');
  await Promise.all([
    page.waitForFunction(() => globalThis.location.pathname.startsWith('/dashboard/home'), {
      timeout: 60_000,
    }),
    page.click('button[type=submit]'),
  ]);
};

const main = async () => {
  const portal = await startPortal();
  const bare = await startBarePage();
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  // Scores move with the browser's version as much as with the machine: the report names it.
  const browserVersion = await browser.version();
  const rows = [];
  try {
    const factors = ['desktop', 'mobile'].filter((f) => !only || f === only);
    const targets = [
      ['bare page', bare.url, false],
      ['/login', `${portal.base}/login`, false],
      ['/dashboard/home', `${portal.base}/dashboard/home`, true],
    ];
    for (const formFactor of factors) {
      for (const [name, url, signedIn] of targets) {
        if (signedIn) await signIn(page, portal.base);
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await audit(chrome, page, url, formFactor));
        if (signedIn && !results.every((r) => r.landed.includes('/dashboard/home'))) {
          throw new Error(`${name} did not stay signed in: landed on ${results.map((r) => r.landed)}`);
        }
        const row = {
          formFactor,
          name,
          score: median(results.map((r) => r.score)),
          lcp: median(results.map((r) => r.lcp)),
          tbt: median(results.map((r) => r.tbt)),
          cls: median(results.map((r) => r.cls)),
          fcp: median(results.map((r) => r.fcp)),
        };
        rows.push(row);
        console.log(
          `${formFactor.padEnd(8)} ${name.padEnd(16)} score ${String(row.score).padStart(3)}  ` +
            `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  ` +
            `TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
        );
        if (signedIn) {
          // Signed out again, so that the next /login is the page a visitor sees.
          await page.evaluate(() => globalThis.localStorage.clear());
        }
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    bare.stop();
    await portal.stop();
  }
  const table = rows
    .map(
      (r) =>
        `| ${r.formFactor} | ${r.name} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ` +
        `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    )
    .join('\n');
  const report = `# Lighthouse

Last run: ${new Date().toISOString().slice(0, 10)}, \`node bench/lighthouse.mjs --runs ${runs}${only ? ` --only ${only}` : ''}\`,
Lighthouse 12 (performance category, the desktop preset and the default mobile preset with its
simulated throttling), Debian's Chromium headless (${browserVersion}), ${cpus().length} cores, load average before
${loadavg()[0].toFixed(2)}. The median of ${runs} runs per row, each on a cold HTTP cache; the home page
signed in as the demo account (storage kept between runs, cache cleared). The bare page is the
calibration: what this machine and browser score at best.
Targets (issue 12): score ≥ 95, LCP ≤ 1.2 s, TBT ≤ 200 ms, CLS ≤ 0.1 on the desktop; LCP ≤ 2.5 s on mobile.

| preset | page | score | FCP | LCP | TBT | CLS |
|---|---|---:|---:|---:|---:|---:|
${table}
`;
  // What people wrote under the figures (sections from the first "## " on) stays.
  const path = join(root, 'bench/reports/lighthouse.md');
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = before.indexOf('\n## ');
  writeFileSync(path, notes < 0 ? report : `${report}${before.slice(notes)}`);
  console.log('wrote bench/reports/lighthouse.md');
};

await main();
