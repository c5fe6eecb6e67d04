import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_LIMITS, type RuntimeConfig } from '@oms/contracts';
import type { Config } from './config';
import { createResponseSerializer } from './core/response-serializer';
import type { Database } from './db/client';
import { createMemoryNotifier, type Notifier } from './lib/notifier';
import type { MessageSender } from './lib/sender';
import { createDefaultSender } from './lib/smtp-sender';
import type { Deps } from './core/deps';
import { buildServices, MODULES, simulatorSteps, type Services } from './registry';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { authPlugin } from './plugins/auth';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { integrationPlugin } from './modules/integration/integration.plugin';
import { requestLogController } from './integration/simulator/client';
import { logDestination, RequestLog } from './lib/request-log';
import {
  simulatorEnabled,
  startEmbeddedSimulator,
  wakeSimulatorOnChanges,
} from './integration/simulator/embedded';
import type { Simulator } from './integration/simulator/simulator';
import { APP_VERSION } from './version';
import { DEMO_ACCOUNTS } from './demo/seed';

export type BuildOptions = {
  config: Config;
  database: Database;
  notifier?: Notifier;
  sender?: MessageSender;
};

/** Builds the app. Plugins load in this order on purpose: errors first, then security, auth, routes. */
export const buildApp = async (opts: BuildOptions) => {
  const { config, database } = opts;
  // The log is written asynchronously and requests log only what matters (lib/request-log.ts).
  const logStream = config.LOG_LEVEL === 'silent' ? undefined : logDestination();
  const simulatorQuiet = requestLogController();
  const app = Fastify({
    logger: logStream ? { level: config.LOG_LEVEL, stream: logStream } : false,
    logController: new RequestLog({ quiet: (request) => simulatorQuiet.isLogDisabled(request) }),
    bodyLimit: Math.round(config.BODY_LIMIT_MB * 1024 * 1024),
    // Only the configured number of proxy hops may name the client address (throttling keys on it).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer(config.RESPONSE_CHECK === 'on'));

  const defaultSender = createDefaultSender(config, app.log);
  const deps: Deps = {
    db: database.db,
    database,
    config,
    log: app.log,
    notifier: opts.notifier ?? createMemoryNotifier(),
    sender: opts.sender ?? defaultSender,
  };
  app.decorate('deps', deps);
  app.decorate('services', buildServices(deps));

  // 1. Errors and language: everything after may throw AppError.
  await app.register(errorsPlugin);
  // 2. Security headers (a CSP that antd's runtime styles work under) and compression.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only over HTTPS (below): over plain http the header is meaningless and wrongly pins a host.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // `protocol` is https on a TLS socket, or from X-Forwarded-Proto when the proxy is trusted.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(compress, { threshold: 1024 });
  // 3. OpenAPI before the routes, so it sees them all.
  await app.register(openapiPlugin);
  // 4. Sessions, tenancy and permission checks.
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => protocols.values().next().value ?? false,
    },
  });
  // Multipart uploads are streamed (never buffered); each route sets its own size limit on top.
  await app.register(multipart, {
    limits: {
      fileSize: FILE_LIMITS.attachmentMaxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
    },
  });
  // 5. Routes.
  for (const m of MODULES) {
    const routes = m.routes;
    if (routes) await app.register(async (scope) => void (await routes(scope)));
  }
  // The warehouse integration API: its own key auth, idempotency and OpenAPI document.
  await app.register(integrationPlugin, {
    routes: MODULES.flatMap((m) => (m.integrationRoutes ? [m.integrationRoutes] : [])),
  });
  // 6. The portal itself, last.
  const runtime = (): RuntimeConfig => ({
    apiBase: '/api',
    wsBase: '',
    loginCaptcha: config.LOGIN_CAPTCHA,
    demo: Boolean(config.DEMO),
    demoAccounts: config.DEMO ? DEMO_ACCOUNTS : [],
    appVersion: APP_VERSION,
  });
  await app.register(webPlugin, { config, runtime });

  // The job worker runs while the app does: it starts once every module registered its kinds.
  app.addHook('onReady', async () => app.services.jobs.start());
  // The warehouse simulator (demo mode, or SIMULATOR=on) plays the warehouse through /open-api.
  let simulator: Simulator | undefined;
  wakeSimulatorOnChanges(app);
  app.addHook('onReady', async () => {
    if (simulatorEnabled(app.deps.config)) simulator = await startEmbeddedSimulator(app, simulatorSteps());
  });
  // Before the app closes: a round in flight ends while the app still answers its calls (stopped in
  // onClose, every remaining step of the round failed with "Fastify has already been closed").
  app.addHook('preClose', async () => {
    await simulator?.stop();
  });
  app.addHook('onClose', async () => {
    await app.services.jobs.stop();
    await deps.notifier.close();
    defaultSender.close();
    logStream?.flushSync();
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    services: Services;
  }
}
