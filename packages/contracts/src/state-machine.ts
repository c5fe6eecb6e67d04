// State machines of documents (ARCHITECTURE.md: "State machines live in contracts too, so the server
// enforces them and the web shows or hides buttons from the same table").

/** Who moves a document: the customer in the portal, the warehouse through the integration API, the system. */
export const ACTORS = ['customer', 'warehouse', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export type Transition<S extends string> = {
  from: readonly S[];
  /** The state after the action; absent when the action changes the document but not its state. */
  to?: S;
  by: Actor;
};

export type StateMachine<S extends string, A extends string> = {
  states: readonly S[];
  initial: S;
  transitions: Record<A, Transition<S>>;
};

/** The audit states of specification §4 (PRODUCT.md §4): products and the company certification. */
export const AUDIT_STATUSES = ['TO_BE_SUBMITTED', 'UNDER_REVIEW', 'PASSED', 'REJECTED'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** The audit states' names, for lists, to-dos, the timeline and the banner. */
export const AUDIT_STATUS_TEXT: Record<AuditStatus, { zh: string; en: string }> = {
  TO_BE_SUBMITTED: { zh: '待提交', en: 'To be submitted' },
  UNDER_REVIEW: { zh: '审核中', en: 'Under review' },
  PASSED: { zh: '已通过', en: 'Passed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
};

/** Declares a machine (keeps the literal types of states and actions). */
export const defineMachine = <const S extends string, const A extends string>(
  machine: StateMachine<S, A>,
): StateMachine<S, A> => machine;

/** Whether `action` is allowed in `state` (and, when given, for `by`). */
export const canDo = <S extends string, A extends string>(
  machine: StateMachine<S, A>,
  state: S,
  action: A,
  by?: Actor,
): boolean => {
  const t = machine.transitions[action];
  return t.from.includes(state) && (by === undefined || t.by === by);
};

/** The state after `action` from `state`, or undefined when the action is not allowed there. */
export const nextState = <S extends string, A extends string>(
  machine: StateMachine<S, A>,
  state: S,
  action: A,
): S | undefined => (canDo(machine, state, action) ? (machine.transitions[action].to ?? state) : undefined);

/** The actions `by` may take in `state`, in the machine's order. */
export const actionsIn = <S extends string, A extends string>(
  machine: StateMachine<S, A>,
  state: S,
  by?: Actor,
): A[] => (Object.keys(machine.transitions) as A[]).filter((a) => canDo(machine, state, a, by));
