import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@oms/contracts';
import type { Config } from '../config';
import { createIndexPages } from './web-preload';
import { createAssetCache, pickVariant } from './asset-cache';

/** Finds the built web (apps/web/dist) from source or bundle, unless WEB_DIR says where. */
export const findWebDir = (config: Config): string | null => {
  if (config.WEB_DIR) return resolve(config.WEB_DIR);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return null;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_PREFIXES = ['/api', '/open-api', '/ws', '/static/'];

/**
 * Serves the single-page portal: hashed assets cached for a year, index.html never cached, every
 * portal route answered with index.html (history fallback), and the runtime configuration script.
 */
export const webPlugin = fp(async (app, opts: { config: Config; runtime: () => RuntimeConfig }) => {
  const webDir = findWebDir(opts.config);

  app.get(
    '/runtime-config.js',
    { config: { permission: null }, schema: { hide: true } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8');
      return `window.__OMS_CONFIG__ = ${JSON.stringify(opts.runtime())};\n`;
    },
  );

  if (!webDir) {
    app.log.warn('web build not found (apps/web/dist): run `npm run build` to serve the portal');
    return;
  }
  const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  const indexFor = createIndexPages(webDir, indexHtml);

  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: true,
    setHeaders: (reply: unknown, path: string) => {
      // @fastify/static 10 passes the Fastify reply here.
      const r = reply as { header: (k: string, v: string) => void };
      const immutable = path.startsWith(join(webDir, 'assets'));
      r.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
    },
  });

  // Hashed assets: compressed once and served from memory (asset-cache.ts); the rest from disk.
  const assets = createAssetCache(join(webDir, 'assets'));
  app.get(
    '/assets/*',
    { config: { permission: null }, compress: false, schema: { hide: true } },
    async (req, reply) => {
      const name = (req.params as { '*': string })['*'];
      const asset = await assets.get(name);
      if (!asset) return reply.sendFile(join('assets', name));
      const variant = pickVariant(asset, req.headers['accept-encoding']);
      reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding')
        .header('etag', variant.etag)
        .type(asset.type);
      if (variant.encoding) reply.header('content-encoding', variant.encoding);
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((t) => t.trim() === variant.etag)) return reply.code(304).send();
      return reply.send(variant.body);
    },
  );
  app.get('/', { config: { permission: null }, schema: { hide: true } }, async (req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      // The page names the portal's files for a signed-in visit (web-preload.ts).
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(indexFor('/', req.headers.cookie)),
  );

  app.decorate('spaIndex', (method: string, url: string, cookie?: string): string | null => {
    const path = url.split('?')[0] ?? '/';
    const isPortalRoute =
      method === 'GET' && !API_PREFIXES.some((p) => path.startsWith(p)) && !/\.[a-z0-9]+$/i.test(path);
    return isPortalRoute ? indexFor(path, cookie) : null;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html for a portal route (history fallback), or null when the path is not one. */
    spaIndex?: (method: string, url: string, cookie?: string) => string | null;
  }
}
