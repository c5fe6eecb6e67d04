import type { Whoami } from '@oms/contracts';
import type { IntegrationClient } from './client';
import type { SimulatorLog, SimulatorStep } from './registry';

export type SimulatorOptions = {
  /** One client per API key, each playing the warehouse of its key (or a function asked each round). */
  clients: IntegrationClient[] | (() => Promise<IntegrationClient[]>);
  delayMs: number;
  /** How often it looks; default a quarter of the delay, between 0.2 and 2 seconds. */
  pollMs?: number;
  log: SimulatorLog;
  now?: () => number;
  /** The steps to run, in order: every module's (`simulatorSteps()` of registry.ts), or a few in tests. */
  steps: [string, SimulatorStep][];
};

export type Simulator = {
  /** One round: every step for every key. Answers how many documents moved. */
  tick(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

/** Plays the warehouse side through the integration API: answers what waits, after a delay. */
export const createSimulator = (opts: SimulatorOptions): Simulator => {
  const now = opts.now ?? Date.now;
  const pollMs = opts.pollMs ?? Math.min(2000, Math.max(200, Math.round(opts.delayMs / 4)));
  const warehouses = new Map<IntegrationClient, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const warehouseOf = async (client: IntegrationClient) => {
    const known = warehouses.get(client);
    if (known) return known;
    const res = await client.get<Whoami>('/whoami');
    if (res.status !== 200) throw new Error(`whoami answered ${res.status}: ${res.message}`);
    warehouses.set(client, res.data.warehouse.code);
    return res.data.warehouse.code;
  };

  const tick = async () => {
    let moved = 0;
    let clients: IntegrationClient[];
    try {
      clients = typeof opts.clients === 'function' ? await opts.clients() : opts.clients;
    } catch (err) {
      opts.log.warn({ err: (err as Error).message }, 'simulator could not get its keys');
      return 0;
    }
    for (const client of clients) {
      for (const [name, step] of opts.steps) {
        if (stopped) return moved;
        try {
          const warehouseCode = await warehouseOf(client);
          moved += await step({ client, warehouseCode, delayMs: opts.delayMs, now, log: opts.log });
        } catch (err) {
          opts.log.warn({ step: name, err: (err as Error).message }, 'simulator step failed');
        }
      }
    }
    return moved;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  };

  return {
    tick,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
};
