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
  /**
   * Says when a document the warehouse will answer, seen but not yet due, falls due (its wait start
   * plus `delayMs`): the simulator sleeps until the earliest. Documents that wait for the customer
   * are not reported: nothing is due for them until a notice says they moved.
   */
  dueAt: (at: number) => void;
};

/**
 * One thing the warehouse does: look at what waits for it and answer what has waited long enough.
 * Answers the number of documents it moved. A step must be safe to run again at any time (use
 * idempotency keys derived from the document and its state).
 */
export type SimulatorStep = (ctx: StepContext) => Promise<number>;

/**
 * Whether a document waiting since `since` (an ISO time) has not waited `delayMs` yet; if so, the
 * simulator is told when it will have, so it sleeps until then instead of polling.
 */
export const notYetDue = (ctx: StepContext, since: string): boolean => {
  const at = Date.parse(since) + ctx.delayMs;
  if (ctx.now() >= at) return false;
  ctx.dueAt(at);
  return true;
};
