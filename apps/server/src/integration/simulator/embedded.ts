import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { NOTICES_LOST_TOPIC } from '../../lib/notifier';
import { injectClient, type IntegrationClient } from './client';
import type { SimulatorStep } from './registry';
import { createSimulator, type Simulator } from './simulator';

/** The name of the keys the server's own simulator makes for itself. */
export const EMBEDDED_KEY_NAME = 'simulator (built-in)';
/** Keys of that name unused this long belong to a server that is gone: they are revoked. */
const IDLE_MS = 10 * 60_000;

/** Whether the server runs its own simulator: SIMULATOR, or else demo mode. */
export const simulatorEnabled = (config: Config) => config.SIMULATOR ?? Boolean(config.DEMO);

/** The internal notice that tells every process's simulator that a customer changed something. */
export const SIMULATOR_WORK_TOPIC = 'simulator.work';
/** At most one such notice a second from each process (a burst of changes needs one round). */
const WAKE_EVERY_MS = 1000;

/**
 * Registers (before the app is ready) what wakes the simulator: a successful change through the
 * portal's API (a submitted order, a claim, a review) may have given the warehouse work, so it sends
 * a notice through the notifier, which reaches the simulator of every process. Reads and the
 * simulator's own calls (/open-api) send nothing, so an idle server stays idle.
 */
export const wakeSimulatorOnChanges = (app: FastifyInstance) => {
  let lastAt = 0;
  let trailing: NodeJS.Timeout | null = null;
  const send = () => {
    lastAt = Date.now();
    trailing = null;
    app.deps.notifier
      .publishInternal({ topic: SIMULATOR_WORK_TOPIC, payload: {} })
      .catch((err: unknown) => app.log.warn({ err }, 'simulator wake-up not sent'));
  };
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || !simulatorEnabled(app.deps.config)) return;
    const wait = lastAt + WAKE_EVERY_MS - Date.now();
    if (wait <= 0) send();
    else if (!trailing) (trailing = setTimeout(send, wait)).unref();
  });
  app.addHook('onClose', async () => {
    if (trailing) clearTimeout(trailing);
  });
};

/**
 * The simulator inside a demo server: a key of its own for every warehouse (warehouses added later
 * get one on the next round), and calls through `app.inject`, so it passes the same key check,
 * idempotency and operation record as a real WMS would (its calls are left out of the request log).
 */
export const startEmbeddedSimulator = async (
  app: FastifyInstance,
  steps: [string, SimulatorStep][],
): Promise<Simulator> => {
  const { apiKeys } = app.services.integration;
  await apiKeys.revokeIdle(EMBEDDED_KEY_NAME, new Date(Date.now() - IDLE_MS));
  const clients = new Map<number, IntegrationClient>();
  const simulator = createSimulator({
    clients: async () => {
      for (const k of await apiKeys.createForWarehouses(EMBEDDED_KEY_NAME, new Set(clients.keys()))) {
        clients.set(k.warehouseId, injectClient(app, k.key));
      }
      return [...clients.values()];
    },
    delayMs: app.deps.config.SIMULATOR_DELAY_MS,
    pollMs: app.deps.config.SIMULATOR_POLL_MS,
    idlePollMs: app.deps.config.SIMULATOR_IDLE_POLL_MS,
    log: app.log,
    steps,
  });
  // Woken by the notice above (and after a lost connection, when notices may have been missed).
  const unsubscribe = app.deps.notifier.subscribeInternal(({ topic }) => {
    if (topic === SIMULATOR_WORK_TOPIC || topic === NOTICES_LOST_TOPIC) simulator.wake();
  });
  simulator.start();
  const { SIMULATOR_DELAY_MS, SIMULATOR_POLL_MS, SIMULATOR_IDLE_POLL_MS } = app.deps.config;
  app.log.info(
    { delayMs: SIMULATOR_DELAY_MS, pollMs: SIMULATOR_POLL_MS, idlePollMs: SIMULATOR_IDLE_POLL_MS },
    'warehouse simulator started',
  );
  return {
    ...simulator,
    async stop() {
      unsubscribe();
      await simulator.stop();
    },
  };
};
