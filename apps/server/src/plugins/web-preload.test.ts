import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@oms/contracts';
import { createTestApp } from '../../test/app';

// A stand-in build with the manifest Vite writes: the entry, the layout and the home page, sharing
// a chunk with the entry and one between them.
const webDir = mkdtempSync(join(tmpdir(), 'oms-web-preload-'));
mkdirSync(join(webDir, '.vite'), { recursive: true });
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot-1.js'] },
    '_boot-1.js': { file: 'assets/boot-1.js' },
    '_table-1.js': { file: 'assets/table-1.js', imports: ['_boot-1.js'] },
    'src/app/layout/layout.tsx': {
      file: 'assets/layout-1.js',
      isDynamicEntry: true,
      imports: ['_boot-1.js', '_table-1.js'],
    },
    'src/features/homepage/pages/home-page.tsx': {
      file: 'assets/home-page-1.js',
      isDynamicEntry: true,
      imports: ['_boot-1.js', '_table-1.js'],
    },
  }),
);

const { app } = await createTestApp({ WEB_DIR: webDir, LOGIN_CAPTCHA: false });

const preloads = async (url: string, cookie?: string) => {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  // A cache between must not serve one visitor's page to another.
  expect(res.headers.vary, url).toBe('cookie');
  return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
};
const signedIn = `sidebarStatus=1; ${SESSION_COOKIE}=abc123`;

describe('index.html of a signed-in first visit', () => {
  it("names the layout's files (and on home the home page's) that the entry does not load", async () => {
    expect(await preloads('/dashboard/home', signedIn)).toEqual([
      '/assets/layout-1.js',
      '/assets/table-1.js',
      '/assets/home-page-1.js',
    ]);
    expect(await preloads('/', signedIn)).toEqual([
      '/assets/layout-1.js',
      '/assets/table-1.js',
      '/assets/home-page-1.js',
    ]);
    expect(await preloads('/basic/productManage?current=2', signedIn)).toEqual([
      '/assets/layout-1.js',
      '/assets/table-1.js',
    ]);
  });

  it('names none without a session, with an empty one, or on the sign-in pages', async () => {
    expect(await preloads('/dashboard/home')).toEqual([]);
    expect(await preloads('/dashboard/home', `${SESSION_COOKIE}=`)).toEqual([]);
    expect(await preloads('/login', signedIn)).toEqual([]);
    expect(await preloads('/register', signedIn)).toEqual([]);
  });
});
