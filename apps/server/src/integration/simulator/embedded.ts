import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { injectClient, type IntegrationClient } from './client';
import type { SimulatorStep } from './registry';
import { createSimulator, type Simulator } from './simulator';

/** The name of the keys the server's own simulator makes for itself. */
export const EMBEDDED_KEY_NAME = 'simulator (built-in)';
/** Keys of that name unused this long belong to a server that is gone: they are revoked. */
const IDLE_MS = 10 * 60_000;

/** Whether the server runs its own simulator: SIMULATOR, or else demo mode. */
export const simulatorEnabled = (config: Config) => config.SIMULATOR ?? Boolean(config.DEMO);

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
  simulator.start();
  const { SIMULATOR_DELAY_MS, SIMULATOR_POLL_MS, SIMULATOR_IDLE_POLL_MS } = app.deps.config;
  app.log.info(
    { delayMs: SIMULATOR_DELAY_MS, pollMs: SIMULATOR_POLL_MS, idlePollMs: SIMULATOR_IDLE_POLL_MS },
    'warehouse simulator started',
  );
  return simulator;
};
