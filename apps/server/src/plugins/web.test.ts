import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';

// A stand-in build of the web, so the serving rules are tested without running Vite.
const webDir = mkdtempSync(join(tmpdir(), 'oms-web-'));
mkdirSync(join(webDir, 'assets'));
mkdirSync(join(webDir, 'static'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), js);
// Big and varied enough that brotli at its best level takes far longer than gzip.
const words = Array.from({ length: 40_000 }, (_, i) => `w${(i * 7919) % 10_007}`).join(' ');
const big = `console.log(${JSON.stringify(words)});`;
writeFileSync(join(webDir, 'assets', 'app-abc123.js'), big);
writeFileSync(join(webDir, 'assets', 'tiny-abc123.css'), 'a{b:c}');
// What the build writes beside a file (at level 1 here, so its bytes differ from the server's own).
const built = {
  gz: gzipSync(big, { level: 1 }),
  br: brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
};
writeFileSync(join(webDir, 'assets', 'built-abc123.js'), big);
writeFileSync(join(webDir, 'assets', 'built-abc123.js.gz'), built.gz);
writeFileSync(join(webDir, 'assets', 'built-abc123.js.br'), built.br);
writeFileSync(join(webDir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(webDir, 'static', 'version.json'), '{"appVersion":"20261121000000"}');

const { app } = await createTestApp({ WEB_DIR: webDir, LOGIN_CAPTCHA: false });

describe('serving the portal', () => {
  it('answers every portal route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/dashboard/home',
      '/basic/productManage?current=2',
      '/redirect/dashboard/home',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(js);
  });

  it('compresses each asset once, serves the smallest encoding the client takes, and answers 304 to its tag', async () => {
    const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
    // The first request gets gzip at once; brotli, made in the background, serves from then on.
    const early = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(early.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(early.rawPayload).toString()).toBe(big);
    let first = early;
    await vi.waitFor(
      async () => {
        first = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
        expect(first.headers['content-encoding']).toBe('br');
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(big);
    // The same bytes again (from memory), and a tag of their own per encoding.
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.etag).not.toBe(first.headers.etag);
    const cached = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    // br;q=0 refuses brotli; no Accept-Encoding gets the file as it is.
    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    // At its best level brotli comes out smaller than gzip (the per-request brotli did not).
    expect(first.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    const css = await get('/assets/tiny-abc123.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(css.rawPayload).toString()).toBe('a{b:c}');
    // Already compressed formats come from disk, cached for a year, not compressed again.
    const png = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's own compressed files as they are, from the first request", async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/assets/built-abc123.js', headers });
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(built.br)).toBe(true);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.rawPayload.equals(built.gz)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    expect((await get({})).body).toBe(big);
  });

  it('serves version.json uncached and a runtime configuration script', async () => {
    const version = await app.inject({ method: 'GET', url: '/static/version.json?t=1' });
    expect(version.json()).toEqual({ appVersion: '20261121000000' });
    expect(version.headers['cache-control']).toBe('no-cache');
    const runtime = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(runtime.body).toMatch(/^window\.__OMS_CONFIG__ = /);
    expect(runtime.body).toContain('"apiBase":"/api"');
    expect(runtime.body).toContain('"loginCaptcha":false');
  });

  it('does not answer missing files or API paths with the portal', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('sends security headers with a CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
