import type { IntegrationClient } from './client';

/** Info for what the simulator decides (an approval, a rejection, a signing), warn for what fails. */
export type SimulatorLog = {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
};

/** What a step gets on each round, once per API key (so once per warehouse the simulator plays). */
export type StepContext = {
  client: IntegrationClient;
  /** The warehouse of the key. */
  warehouseCode: string;
  /** A document waits at least this long before the step answers it. */
  delayMs: number;
  now: () => number;
  log: SimulatorLog;
  /** Says how many documents wait for the warehouse (due or not): while none do, it polls less often. */
  waiting: (count: number) => void;
};

/**
 * One thing the warehouse does: look at what waits for it and answer what has waited long enough.
 * Answers the number of documents it moved. A step must be safe to run again at any time (use
 * idempotency keys derived from the document and its state).
 */
export type SimulatorStep = (ctx: StepContext) => Promise<number>;
