import type { Language } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../core/context';
import { operationRecordsRepository as repo } from './operation-records.repository';
import type { OperationRecordInput } from './operation-record';
import { transition, type TransitionInput } from './transition';

export type { OperationRecordInput };

export type OperationRecord = {
  id: string;
  actor: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  note: string | null;
  createdAt: string;
};

/** Reads who acted, as a customer sees it (see `actorNames`). */
export type ActorNamer = (actor: string | null) => string | null;

/**
 * How a customer reads who acted on a document's own column (a fee's "created by", a dispute's
 * "answered by", a stock movement's operator): an account name or `system` as kept; a warehouse's
 * integration key, kept as `<warehouse code>/<key name>` for the audit, as the warehouse's name in
 * the reader's language, or its bare code when the tenant no longer has it. Account names cannot
 * hold a slash, so the two never meet.
 */
const actorNames = async (
  db: DbOrTx,
  reader: { tenantId: number; language: Language },
  /** The actors to be named, when known: none of a warehouse, no look-up. */
  actors?: readonly (string | null)[],
): Promise<ActorNamer> => {
  if (actors && !actors.some((a) => a?.includes('/'))) return (actor) => actor;
  const byCode = new Map((await repo.warehousesOf(db, reader.tenantId)).map((w) => [w.code, w]));
  return (actor) => {
    const slash = actor?.indexOf('/') ?? -1;
    if (actor === null || slash < 0) return actor;
    const code = actor.slice(0, slash);
    const warehouse = byCode.get(code);
    if (!warehouse) return code;
    return reader.language === 'zh' ? warehouse.nameZh : warehouse.nameEn;
  };
};

/** Which records, and for a customer the language their warehouse's name is shown in. */
type RecordsOf = {
  tenantId: number;
  companyId: number;
  entityType: string;
  entityId: string | number;
  /** Given (a customer's view): a warehouse that acted is named, never its key. */
  language?: Language;
};

const listFor = async (db: DbOrTx, { language, ...where }: RecordsOf): Promise<OperationRecord[]> => {
  const rows = await repo.listFor(db, { ...where, entityId: String(where.entityId) });
  const named: ActorNamer =
    language === undefined
      ? (actor) => actor
      : await actorNames(
          db,
          { tenantId: where.tenantId, language },
          rows.map((r) => r.actor),
        );
  return rows.map((r) => ({
    id: String(r.id),
    actor: named(r.actor) ?? r.actor,
    action: r.action,
    fromState: r.fromState,
    toState: r.toState,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
};

/** A record's columns: absent optional fields null, the note cut to 2,000 characters. */
const rowOf = (input: OperationRecordInput) => ({
  tenantId: input.tenantId,
  companyId: input.companyId ?? null,
  userId: input.userId ?? null,
  actor: input.actor,
  warehouseId: input.warehouseId ?? null,
  entityType: input.entityType,
  entityId: String(input.entityId),
  action: input.action,
  fromState: input.fromState ?? null,
  toState: input.toState ?? null,
  note: input.note?.slice(0, 2000) ?? null,
  ...(input.at ? { createdAt: input.at } : {}),
});

/**
 * Every module writes its state changes here, inside the transaction that makes the change, so a
 * record exists exactly when the change does.
 */
const record = async (tx: DbOrTx, input: OperationRecordInput): Promise<number> => {
  const [row] = await repo.insert(tx, rowOf(input));
  return row!.id;
};

/** Who a record names: a user acting for the company, or the system or the warehouse. */
export type RecordActor = Pick<
  OperationRecordInput,
  'tenantId' | 'companyId' | 'userId' | 'actor' | 'warehouseId'
>;

/**
 * Who answers a review: the name the document and the record keep, and the warehouse when it answered
 * through its integration key (an `IntegrationContext` is one); a bare name for the system or a test.
 */
export type Decider = string | { actor: string; warehouseId?: number | null };
export const deciderOf = (by: Decider) =>
  typeof by === 'string'
    ? { actor: by, warehouseId: null }
    : { actor: by.actor, warehouseId: by.warehouseId ?? null };

/** A session as far as a record needs it. */
type ActingUser = Pick<AuthContext, 'tenantId' | 'companyId' | 'userId' | 'accountName'>;

/** The session's user, acting for the session's company. */
export const actorOf = (auth: ActingUser) => ({
  tenantId: auth.tenantId,
  companyId: auth.companyId,
  userId: auth.userId,
  actor: auth.accountName,
});

/** What a record tells besides who did what to which document: the states moved between, a note. */
export type RecordDetails = Pick<OperationRecordInput, 'fromState' | 'toState' | 'note'>;

export const createOperationRecordsService = () => ({
  record,

  /** A document's state change and its record (see transition.ts). */
  transition: <S extends string, A extends string>(tx: DbOrTx, input: TransitionInput<S, A>) =>
    transition(tx, record, input),

  /** One record for each of many entities (an import's new rows); same rules as `record`. */
  async recordEach(
    tx: DbOrTx,
    input: Omit<OperationRecordInput, 'entityId'>,
    entityIds: number[],
  ): Promise<void> {
    if (entityIds.length === 0) return;
    const { entityId: _one, ...row } = rowOf({ ...input, entityId: 0 });
    await repo.insertForEach(tx, row, entityIds);
  },

  /**
   * The writer of one entity type's records: `record(tx, who, id, action, details)`, where `who` is
   * the session (its user, acting for its company) or a `RecordActor` (the system, the warehouse).
   */
  recorderOf:
    (entityType: string) =>
    (
      tx: DbOrTx,
      who: ActingUser | RecordActor,
      entityId: string | number,
      action: string,
      details: RecordDetails = {},
    ) =>
      record(tx, { ...('actor' in who ? who : actorOf(who)), entityType, entityId, action, ...details }),

  /** The timeline of one document of one company, oldest first. */
  listFor,

  actorNames,

  /** The record of one entity of the caller's company (a detail page's timeline, in the caller's language). */
  recordOf: (
    db: DbOrTx,
    owner: { tenantId: number; companyId: number; language?: Language },
    entityType: string,
    entityId: string | number,
  ): Promise<OperationRecord[]> =>
    listFor(db, {
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      entityType,
      entityId,
      language: owner.language,
    }),
});
export type OperationRecordsService = ReturnType<typeof createOperationRecordsService>;
