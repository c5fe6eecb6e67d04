import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

// A stand-in build of the web, so the serving rules are tested without running Vite.
const webDir = mkdtempSync(join(tmpdir(), 'oms-web-'));
mkdirSync(join(webDir, 'assets'));
mkdirSync(join(webDir, 'static'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
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
