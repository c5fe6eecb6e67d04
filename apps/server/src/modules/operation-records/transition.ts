import type { Actor, MessageKey, StateMachine } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { OperationRecordInput } from './operation-record';

/** What a module's repository gives the helper for one document (see db/transition.ts). */
export type StateMover<S extends string> = {
  /** One conditional update from any of `from` to `to`; answers the state it left, or undefined. */
  move(from: readonly S[], to: S): Promise<S | undefined>;
  /** The document's current state in the caller's scope, or undefined when it has none. */
  current(): Promise<S | undefined>;
};

export type TransitionInput<S extends string, A extends string> = {
  machine: StateMachine<S, A>;
  action: A;
  /** Who acts; an action of another actor is refused (a programming error, answered 409). */
  by: Actor;
  /**
   * The target of an action whose target the document decides (a receipt short or in full), in place
   * of the machine's; the states it may start from are still the machine's.
   */
  to?: S;
  mover: StateMover<S>;
  /** The operation record, less what the transition knows (action, from- and to-state). */
  record: Omit<OperationRecordInput, 'action' | 'fromState' | 'toState'>;
  /**
   * The 409 when the document is in a state that does not allow the action: a message, or the
   * document's own error (one that names it).
   */
  refused: MessageKey | (() => Error);
};

/**
 * A document's state change, driven by its contracts machine: one conditional update (the state
 * must still be one the action starts from), then its operation record, both in the caller's
 * transaction. A missing document answers 404; one in another state answers 409 with `refused`.
 */
export const transition = async <S extends string, A extends string>(
  tx: DbOrTx,
  record: (tx: DbOrTx, input: OperationRecordInput) => Promise<number>,
  input: TransitionInput<S, A>,
): Promise<{ from: S; to: S }> => {
  const t = input.machine.transitions[input.action];
  const refused = () =>
    typeof input.refused === 'function' ? input.refused() : errors.conflict(input.refused);
  if (t.by !== input.by) throw refused();
  const target = input.to ?? t.to;
  let from: S | undefined;
  let to: S | undefined;
  if (target === undefined) {
    // An action that changes the document but not its state: each allowed state moves to itself.
    const now = await input.mover.current();
    if (now !== undefined && t.from.includes(now)) from = await input.mover.move([now], now);
    to = from;
  } else {
    from = await input.mover.move(t.from, target);
    to = target;
  }
  if (from === undefined || to === undefined) {
    throw (await input.mover.current()) === undefined ? errors.notFound() : refused();
  }
  await record(tx, { ...input.record, action: input.action, fromState: from, toState: to });
  return { from, to };
};
