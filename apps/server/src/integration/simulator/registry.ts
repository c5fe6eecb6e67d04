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

/** What a step does to one document: the path it posts to, its body, and its name (key and log). */
export type StepAction = { path: string; body?: unknown; name: string };

/**
 * Posts a document's next action under an idempotency key of the document's state (`version`: a
 * retried round changes nothing twice) and logs what the warehouse did, or why it was refused (a 409
 * means the customer moved it meanwhile: nothing to say). Answers 1 when the document moved.
 */
export const postAction = async (
  ctx: StepContext,
  kind: string,
  doc: { id: string; number: string; version: string },
  action: StepAction,
): Promise<number> => {
  const key = `simulator:${kind}:${doc.id}:${doc.version}:${action.name}`;
  const answer = await ctx.client.post<{ status: string }>(action.path, action.body ?? null, key);
  if (answer.status === 200) {
    ctx.log.info(
      { kind, id: doc.id, number: doc.number, action: action.name, status: answer.data.status },
      'simulator moved',
    );
    return 1;
  }
  if (answer.status !== 409)
    ctx.log.warn(
      { kind, id: doc.id, action: action.name, status: answer.status, message: answer.message },
      'simulator step refused',
    );
  return 0;
};
