import type { Whoami } from '@oms/contracts';
import type { IntegrationClient } from './client';
import type { SimulatorLog, SimulatorStep } from './registry';

export type SimulatorOptions = {
  /** One client per API key, each playing the warehouse of its key (or a function asked each round). */
  clients: IntegrationClient[] | (() => Promise<IntegrationClient[]>);
  delayMs: number;
  /** The pause after a round that moved something (what it moved may have a next step; default 5 s). */
  pollMs?: number;
  /** The safety pause while nothing is due and no notice comes (default 30 s). */
  idlePollMs?: number;
  log: SimulatorLog;
  now?: () => number;
  /** The steps to run, in order: every module's (`simulatorSteps()` of registry.ts), or a few in tests. */
  steps: [string, SimulatorStep][];
};

export type Simulator = {
  /** One round: every step for every key. Answers how many documents moved. */
  tick(): Promise<number>;
  /** The pause before the next round, as the last round left it (a `wake` shortens it). */
  nextPollMs(): number;
  /** Something may have given the warehouse work (a customer submitted a document): look soon. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

export const SIMULATOR_POLL_MS = 5000;
export const SIMULATOR_IDLE_POLL_MS = 30_000;
/** A wake looks this long after the notice, so that a burst of notices makes one round. */
export const SIMULATOR_WAKE_MS = 200;

/**
 * Plays the warehouse side through the integration API: answers what waits, after a delay. It does
 * not poll: after a round it sleeps until the earliest document it saw falls due (steps report that
 * through `ctx.dueAt`), `pollMs` after a round that moved something, or else `idlePollMs` (a safety
 * net for work no notice announced); `wake` (a notice of new work) makes it look at once. It logs
 * only what it decides (and what fails); a round that finds nothing logs nothing.
 */
export const createSimulator = (opts: SimulatorOptions): Simulator => {
  const now = opts.now ?? Date.now;
  const pollMs = opts.pollMs ?? SIMULATOR_POLL_MS;
  const idlePollMs = Math.max(pollMs, opts.idlePollMs ?? SIMULATOR_IDLE_POLL_MS);
  let pauseMs = pollMs;
  const warehouses = new Map<IntegrationClient, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let wokenWhileRunning = false;
  let started = false;
  let stopped = false;

  const warehouseOf = async (client: IntegrationClient) => {
    const known = warehouses.get(client);
    if (known) return known;
    const res = await client.get<Whoami>('/whoami');
    if (res.status !== 200) throw new Error(`whoami answered ${res.status}: ${res.message}`);
    warehouses.set(client, res.data.warehouse.code);
    return res.data.warehouse.code;
  };

  /** One round; answers the documents moved and when the earliest one seen but not yet due falls due. */
  const round = async () => {
    let moved = 0;
    let due = Infinity;
    let clients: IntegrationClient[];
    try {
      clients = typeof opts.clients === 'function' ? await opts.clients() : opts.clients;
    } catch (err) {
      opts.log.warn({ err: (err as Error).message }, 'simulator could not get its keys');
      return { moved, due };
    }
    const ctxBase = {
      delayMs: opts.delayMs,
      now,
      log: opts.log,
      dueAt: (at: number) => void (due = Math.min(due, at)),
    };
    for (const client of clients) {
      for (const [name, step] of opts.steps) {
        if (stopped) return { moved, due };
        try {
          const warehouseCode = await warehouseOf(client);
          moved += await step({ ...ctxBase, client, warehouseCode });
        } catch (err) {
          opts.log.warn({ step: name, err: (err as Error).message }, 'simulator step failed');
        }
      }
    }
    return { moved, due };
  };

  const tick = async () => {
    const { moved, due } = await round();
    // A little after the due time, so that the document is due by the clock of the next round.
    const untilDue = Number.isFinite(due) ? Math.max(0, due - now()) + 50 : Infinity;
    pauseMs = Math.min(moved > 0 ? pollMs : idlePollMs, untilDue);
    return moved;
  };

  const schedule = (ms: number) => {
    if (stopped || !started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      wokenWhileRunning = false;
      running = tick().finally(() => {
        running = null;
        schedule(wokenWhileRunning ? Math.min(SIMULATOR_WAKE_MS, pauseMs) : pauseMs);
      });
    }, ms);
    timer.unref();
  };

  return {
    tick,
    nextPollMs: () => pauseMs,
    wake() {
      if (running) wokenWhileRunning = true;
      else if (timer) schedule(Math.min(SIMULATOR_WAKE_MS, pauseMs));
    },
    start() {
      stopped = false;
      started = true;
      schedule(pauseMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};
