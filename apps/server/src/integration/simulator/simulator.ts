import type { Whoami } from '@oms/contracts';
import type { IntegrationClient } from './client';
import type { SimulatorLog, SimulatorStep } from './registry';

export type SimulatorOptions = {
  /** One client per API key, each playing the warehouse of its key (or a function asked each round). */
  clients: IntegrationClient[] | (() => Promise<IntegrationClient[]>);
  delayMs: number;
  /** How often it looks while something waits for the warehouse (default 5 s). */
  pollMs?: number;
  /** While nothing waits, each quiet round doubles the pause up to this (default 30 s). */
  idlePollMs?: number;
  log: SimulatorLog;
  now?: () => number;
  /** The steps to run, in order: every module's (`simulatorSteps()` of registry.ts), or a few in tests. */
  steps: [string, SimulatorStep][];
};

export type Simulator = {
  /** One round: every step for every key. Answers how many documents moved. */
  tick(): Promise<number>;
  /** The pause before the next round: `pollMs` after a round that saw work, up to `idlePollMs` after quiet ones. */
  nextPollMs(): number;
  start(): void;
  stop(): Promise<void>;
};

export const SIMULATOR_POLL_MS = 5000;
export const SIMULATOR_IDLE_POLL_MS = 30_000;

/**
 * Plays the warehouse side through the integration API: answers what waits, after a delay. It logs
 * only what it decides (and what fails); a round that finds nothing logs nothing and lengthens the
 * pause before the next.
 */
export const createSimulator = (opts: SimulatorOptions): Simulator => {
  const now = opts.now ?? Date.now;
  const pollMs = opts.pollMs ?? SIMULATOR_POLL_MS;
  const idlePollMs = Math.max(pollMs, opts.idlePollMs ?? SIMULATOR_IDLE_POLL_MS);
  let pauseMs = pollMs;
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

  /** One round; answers the documents moved and whether any waited (moved or not yet due). */
  const round = async () => {
    let moved = 0;
    let waiting = 0;
    let clients: IntegrationClient[];
    try {
      clients = typeof opts.clients === 'function' ? await opts.clients() : opts.clients;
    } catch (err) {
      opts.log.warn({ err: (err as Error).message }, 'simulator could not get its keys');
      return { moved, busy: false };
    }
    const ctxBase = { delayMs: opts.delayMs, now, log: opts.log, waiting: (n: number) => (waiting += n) };
    for (const client of clients) {
      for (const [name, step] of opts.steps) {
        if (stopped) return { moved, busy: true };
        try {
          const warehouseCode = await warehouseOf(client);
          moved += await step({ ...ctxBase, client, warehouseCode });
        } catch (err) {
          opts.log.warn({ step: name, err: (err as Error).message }, 'simulator step failed');
        }
      }
    }
    return { moved, busy: moved > 0 || waiting > 0 };
  };

  const tick = async () => {
    const { moved, busy } = await round();
    pauseMs = busy ? pollMs : Math.min(idlePollMs, pauseMs * 2);
    return moved;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pauseMs);
    timer.unref();
  };

  return {
    tick,
    nextPollMs: () => pauseMs,
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
