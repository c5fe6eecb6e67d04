import fp from 'fastify-plugin';
import { INTEGRATION_BASE, ROOT_CODE, type Endpoint } from '@oms/contracts';
import { errors } from '../lib/errors';
import { authenticate } from '../core/authenticate';
import type { AuthContext } from '../core/context';

/**
 * Every customer API route declares `config.permission`: a permission code, or `null` for public
 * routes. The hook resolves the session from the `token` header, refuses tenant/company headers that
 * disagree with it (403), and checks the code (403 "insufficient permissions").
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
    if (!api && !url.startsWith(`${INTEGRATION_BASE}/`)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url, endpoint: route.config?.endpoint });
    }
    // Every call is declared once in contracts (core/endpoints.ts registers it from there).
    if (!route.config?.endpoint) {
      throw new Error(`Route ${route.method} ${url} is not registered from a contracts endpoint`);
    }
    if (api && route.config.permission === undefined) {
      throw new Error(`Route ${route.method} ${url} declares no permission`);
    }
  });

  // Sessions are cached per process (sessions.service). A call that changes what sessions resolve to
  // (sign-in elsewhere, sign-out, a disabled account, a changed role) answers only once the change was
  // announced to every process, so the caller's next call is refused or allowed everywhere alike.
  app.decorateRequest('sessionsMark', 0);
  // Callback hooks: on nearly every request there is nothing to wait for, and no promise is made.
  app.addHook('onRequest', (request, _reply, done) => {
    request.sessionsMark = app.services.sessions.mark();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const wait = app.services.sessions.settled(request.sessionsMark);
    if (!wait) return done(null, payload);
    void wait.then(() => done(null, payload));
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission === undefined || permission === null) return;
    request.auth = await authenticate(app, request.headers);
    if (!request.auth.permissions.has(permission)) throw errors.forbidden();
  });
});

/** The code any signed-in user holds. */
export const SIGNED_IN = ROOT_CODE;

/** A route of the customer or integration API, as registered (the access test walks these). */
export type ApiRoute = { method: string; url: string; endpoint: Endpoint | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /** Permission code the route needs; `null` for a public route. */
    permission?: string | null;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Where the sessions' change announcements stood when the request came (see onSend). */
    sessionsMark: number;
  }
}
