import {
  RECHARGE_DOCUMENT,
  RECHARGE_MANAGE_CODES,
  RESULT_CODE,
  PAYMENT_FAILED_REASON,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  bothLanguages,
  formatBoth,
  formatMessage,
  maskAccountNumber,
  storedText,
  fromMinor,
  payPathOf,
  toMinor,
  type CreateOfflineRechargeRequest,
  type CreateOnlineRechargeRequest,
  type Language,
  type OnlineRechargeCreated,
  type PayerAccountOption,
  type Recharge,
  type RechargeAction,
  type RechargeDetail,
  type RechargePageRequest,
  type RechargeStatus,
  type ReplaceReceivingAccountsRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { newToken, randomDigits } from '../../lib/crypto';
import { AppError, errors, orNotFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { createDocumentMoves, type DocumentRef } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import {
  deciderOf,
  type Decider,
  type OperationRecordsService,
} from '../operation-records/operation-records.service';
import {
  DEFAULT_RECEIVING_ACCOUNTS,
  moneyText,
  pendingPayPath,
  toReceivingAccount,
  toRecharge,
} from './recharges.mapping';
import { rechargesRepository as repo, type NewRecharge } from './recharges.repository';
import { rechargesList } from './recharges.list';
import type { RechargeRow } from './recharges.table';
import { dayStamp } from '../../db/document-no';

export type RechargesDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  files: FilesService;
  finance: FinanceService;
};

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const RECHARGE_ENTITY = RECHARGE_DOCUMENT.entity;

const isPaymentProvider = (actor: string): actor is PaymentProvider =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(actor);

/** The to-do of a rejected recharge, its reason (a message key for a failed payment) in each language. */
export const rejectedTitle = (number: string, reason: string | null) =>
  bothLanguages((language) =>
    formatMessage('recharges.todoRejected', language, { number, reason: storedText(reason ?? '', language) }),
  );

/** The warehouse's answer: approve (optionally with the amount received) or reject with a reason. */
export type RechargeDecision = { approve: true; actualAmount?: string } | { approve: false; reason: string };

type Owner = { tenantId: number; companyId: number };

const newNumber = (now = new Date()) => `RC${dayStamp(now)}${randomDigits(6)}`;

/** The receiving accounts a tenant starts with (the demo shows them too). */
export { DEFAULT_RECEIVING_ACCOUNTS };

/**
 * Recharges: the customer declares one (online or offline), the warehouse or the payment provider
 * decides it. A pass moves the state with one conditional update and credits the account through the
 * money kernel in the same transaction, so it credits exactly once whatever repeats or races.
 */
export const createRechargesService = ({ db, operationRecords, todos, files, finance }: RechargesDeps) => {
  const record = operationRecords.recorderOf(RECHARGE_ENTITY);
  const move = createDocumentMoves(operationRecords, {
    document: RECHARGE_DOCUMENT,
    repository: repo,
    refused: (_row: DocumentRef, action: RechargeAction) =>
      errors.conflict(action === 'cancel' ? 'recharges.notCancellable' : 'recharges.alreadyDecided'),
  });
  const notify = createDocumentNotices(todos, RECHARGE_DOCUMENT);

  const load = async (auth: Pick<AuthContext, 'companyId' | 'language'>, id: number, tx: DbOrTx = db) =>
    toRecharge(orNotFound(await repo.byId(tx, auth.companyId, id)), auth.language);

  /** The online recharge a payment link names; any other token answers 404 `recharges.paymentNotFound`. */
  const paymentOf = async (token: string) => {
    const row = await repo.byToken(db, token);
    if (!row || row.type !== 'ONLINE') throw new AppError(RESULT_CODE.notFound, 'recharges.paymentNotFound');
    return row;
  };

  /** The tenant's receiving accounts; a tenant that never had any gets the default one per currency. */
  const receivingOf = async (tenantId: number) => {
    const rows = await repo.receivingOf(db, tenantId);
    if (rows.length > 0) return rows;
    await db.transaction(async (tx) => {
      await repo.lockTenant(tx, tenantId);
      if ((await repo.receivingOf(tx, tenantId)).length === 0)
        await repo.replaceReceiving(tx, tenantId, DEFAULT_RECEIVING_ACCOUNTS);
    });
    return repo.receivingOf(db, tenantId);
  };

  /** Inserts with a fresh number (a clash of the random part is retried). */
  const insert = async (tx: DbOrTx, values: Omit<NewRecharge, 'number'>) => {
    for (let attempt = 0; ; attempt++) {
      const number = newNumber();
      try {
        // A savepoint: a clashing number leaves the transaction usable for the next try.
        const [row] = await tx.transaction((sp) => repo.insert(sp, { ...values, number }));
        return { id: row!.id, number };
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'recharges_tenant_number')) continue;
        throw error;
      }
    }
  };

  /**
   * Moves a recharge by `action` (conditional update and operation record), and on a pass credits
   * `actualMinor`; answers the to-do or update notice for the company, to publish after commit.
   */
  const settle = async (
    tx: DbOrTx,
    row: RechargeRow,
    action: Extract<RechargeAction, 'approve' | 'reject' | 'paid' | 'payFailed'>,
    who: { actor: string; warehouseId?: number | null },
    outcome: { actualMinor?: number; reason?: string | null; providerRef?: string },
  ) => {
    const passing = action === 'approve' || action === 'paid';
    const actualMinor = outcome.actualMinor ?? row.amount;
    const reason = passing ? null : (outcome.reason ?? null);
    const now = new Date();
    const owner: Owner = { tenantId: row.tenantId, companyId: row.companyId };
    const set = {
      rejectReason: reason,
      decidedAt: now,
      decidedBy: who.actor,
      ...(passing ? { actualAmount: actualMinor } : {}),
      ...(outcome.providerRef ? { providerRef: outcome.providerRef } : {}),
    };
    const note = passing
      ? actualMinor === row.amount
        ? null
        : `${fromMinor(row.amount)} → ${fromMinor(actualMinor)}`
      : // A failed payment's reason is the action's own name ("payment failed").
        action === 'payFailed'
        ? null
        : reason;
    const { to } = await move(
      tx,
      row,
      action,
      { actor: who.actor, warehouseId: who.warehouseId ?? null },
      set,
      note,
    );
    if (passing)
      await finance.credit(tx, owner, {
        currency: row.currency,
        amountMinor: actualMinor,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: row.number,
        // The payment's own reference: the bank's serial, or the provider's (not the provider's code).
        note: row.type === 'ONLINE' ? (outcome.providerRef ?? null) : row.serial,
        actor: who.actor,
        at: now,
      });
    const status = to as RechargeStatus;
    const title = passing
      ? formatBoth('recharges.todoPassed', {
          number: row.number,
          amount: moneyText(row.currency, actualMinor),
        })
      : rejectedTitle(row.number, reason);
    const notice = await notify(tx, row, status, title, !passing);
    return { status, notice, actualMinor: passing ? actualMinor : null };
  };

  const service = {
    // ---- the customer ----

    receivingAccounts: async (auth: Pick<AuthContext, 'tenantId'>) =>
      (await receivingOf(auth.tenantId)).map(toReceivingAccount),

    async payerAccounts(auth: Pick<AuthContext, 'companyId'>): Promise<PayerAccountOption[]> {
      const rows = await repo.enabledPayers(db, auth.companyId);
      return rows.map((r) => ({
        id: String(r.id),
        platform: r.platform,
        platformName: r.platformName,
        accountName: r.accountName,
        accountNumberMasked: maskAccountNumber(r.accountNumber),
      }));
    },

    async createOnline(
      auth: AuthContext,
      input: CreateOnlineRechargeRequest,
    ): Promise<OnlineRechargeCreated> {
      const token = newToken();
      const created = await db.transaction(async (tx) => {
        const made = await insert(tx, {
          tenantId: auth.tenantId,
          companyId: auth.companyId,
          type: 'ONLINE',
          currency: input.currency,
          amount: toMinor(input.amount),
          provider: 'SANDBOX',
          paymentToken: token,
          submittedAt: new Date(),
          createdBy: auth.accountName,
        });
        await record(tx, auth, made.id, 'create', { toState: 'PENDING_REVIEW' });
        return made;
      });
      return { id: String(created.id), number: created.number, token, payPath: payPathOf(token) };
    },

    async createOffline(auth: AuthContext, input: CreateOfflineRechargeRequest): Promise<Recharge> {
      const account = await repo.receivingById(db, auth.tenantId, Number(input.receivingAccountId));
      if (!account || account.currency !== input.currency)
        throw errors.invalid('recharges.receivingAccountInvalid', {}, 'receivingAccountId');
      if (!(await repo.enabledPayer(db, auth.companyId, Number(input.payerAccountId))))
        throw errors.invalid('recharges.payerAccountInvalid', {}, 'payerAccountId');
      const fileId = Number(input.attachmentFileId);
      const { problem } = await files.evidence(auth.companyId, fileId);
      if (problem)
        throw errors.invalid(
          problem === 'missing' ? 'recharges.attachmentNotFound' : 'recharges.attachmentType',
          {},
          'attachmentFileId',
        );
      try {
        const id = await db.transaction(async (tx) => {
          const made = await insert(tx, {
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            type: 'OFFLINE',
            currency: input.currency,
            amount: toMinor(input.amount),
            receivingBank: account.bankName,
            receivingAccountName: account.accountName,
            receivingAccountNumber: account.accountNumber,
            payerAccountId: Number(input.payerAccountId),
            serial: input.serial,
            attachmentFileId: fileId,
            remark: input.remark ?? null,
            submittedAt: new Date(),
            createdBy: auth.accountName,
          });
          const attached = await files.attach(tx, auth.companyId, [fileId], [RECHARGE_MANAGE_CODES.view]);
          if (attached.length !== 1) throw errors.invalid('recharges.attachmentType', {}, 'attachmentFileId');
          await record(tx, auth, made.id, 'create', { toState: 'PENDING_REVIEW', note: input.serial });
          return made.id;
        });
        return load(auth, id);
      } catch (error) {
        if (isUniqueViolation(error, 'recharges_company_serial'))
          throw errors.conflict('recharges.serialTaken');
        throw error;
      }
    },

    page: (auth: AuthContext, request: RechargePageRequest) => rechargesList.page(db, auth, request),

    async detail(auth: AuthContext, id: string): Promise<RechargeDetail> {
      const view = orNotFound(await repo.byId(db, auth.companyId, Number(id)));
      // A payment provider acted under its code (the callback's `provider`): the customer reads its name.
      const operations = (await operationRecords.recordOf(db, auth, RECHARGE_ENTITY, view.recharge.id)).map(
        (op) =>
          isPaymentProvider(op.actor)
            ? { ...op, actor: PAYMENT_PROVIDER_LABELS[op.actor][auth.language] }
            : op,
      );
      return { ...toRecharge(view, auth.language), operations, payPath: pendingPayPath(view.recharge) };
    },

    /** Cancels a pending recharge (409 `recharges.notCancellable` in any other state). */
    async cancel(auth: AuthContext, id: string): Promise<Recharge> {
      const rechargeId = Number(id);
      await db.transaction(async (tx) => {
        const ref = { id: rechargeId, tenantId: auth.tenantId, companyId: auth.companyId };
        await move(tx, ref, 'cancel', { actor: auth.accountName, userId: auth.userId });
        await todos.resolve(tx, {
          companyId: auth.companyId,
          documentType: RECHARGE_ENTITY,
          documentId: rechargeId,
        });
      });
      return load(auth, rechargeId);
    },

    // ---- the warehouse (integration API, simulator) ----

    async pendingForTenant(tenantId: number, language: Language = 'en') {
      const rows = await repo.pendingForTenant(db, tenantId);
      const names = await repo.companyNames(db, [...new Set(rows.map((r) => r.recharge.companyId))]);
      return rows.map((r) => ({
        ...toRecharge(r, language),
        companyId: String(r.recharge.companyId),
        companyName: names.get(r.recharge.companyId) ?? '',
      }));
    },

    /** A recharge of the tenant (404 for another tenant's). */
    forTenant: async (tenantId: number, id: number) => orNotFound(await repo.byIdForTenant(db, tenantId, id)),

    /**
     * The warehouse's decision on an offline recharge under review. Another tenant's id answers 404,
     * an online one 409 `recharges.notOffline`, one already decided 409 `recharges.alreadyDecided`
     * (so a repeated or concurrent approval credits nothing more).
     */
    async decide(tenantId: number, id: number, decision: RechargeDecision, by: Decider) {
      const who = deciderOf(by);
      const done = await db.transaction(async (tx) => {
        const row = orNotFound(await repo.byIdForTenant(tx, tenantId, id)).recharge;
        if (row.type !== 'OFFLINE') throw errors.conflict('recharges.notOffline');
        return decision.approve
          ? settle(tx, row, 'approve', who, {
              actualMinor: decision.actualAmount ? toMinor(decision.actualAmount) : row.amount,
            })
          : settle(tx, row, 'reject', who, { reason: decision.reason });
      });
      await todos.publish(done.notice);
      return {
        id: String(id),
        status: done.status,
        actualAmount: done.actualMinor === null ? null : fromMinor(done.actualMinor),
      };
    },

    receivingForTenant: async (tenantId: number) => (await receivingOf(tenantId)).map(toReceivingAccount),

    async replaceReceiving(tenantId: number, input: ReplaceReceivingAccountsRequest) {
      await db.transaction(async (tx) => {
        await repo.lockTenant(tx, tenantId);
        await repo.replaceReceiving(
          tx,
          tenantId,
          input.accounts.map((a, i) => ({
            currency: a.currency,
            bankName: a.bankName,
            accountName: a.accountName,
            accountNumber: a.accountNumber,
            swiftCode: a.swiftCode ?? null,
            bankAddress: a.bankAddress ?? null,
            sortOrder: i,
          })),
        );
      });
      return (await repo.receivingOf(db, tenantId)).map(toReceivingAccount);
    },

    // ---- online payments (the provider's side) ----

    byToken: paymentOf,

    /**
     * A provider's verified notice: passes (and credits) or fails the online recharge of `token`,
     * once. A repeat, or a notice after a cancel, changes nothing and answers `accepted: false`.
     */
    async settlePayment(
      notice: {
        token: string;
        outcome: 'SUCCESS' | 'FAIL';
        amount: string;
        currency: string;
        providerRef: string;
      },
      provider: string,
    ): Promise<{ accepted: boolean; status: RechargeStatus }> {
      const row = await paymentOf(notice.token);
      if (notice.currency !== row.currency || notice.amount !== fromMinor(row.amount))
        throw new AppError(RESULT_CODE.badRequest, 'recharges.callbackMismatch');
      if (row.status !== 'PENDING_REVIEW') return { accepted: false, status: row.status };
      try {
        const done = await db.transaction((tx) =>
          notice.outcome === 'SUCCESS'
            ? settle(tx, row, 'paid', { actor: provider }, { providerRef: notice.providerRef })
            : settle(
                tx,
                row,
                'payFailed',
                { actor: provider },
                {
                  // A message key: each reader reads it in their own language.
                  reason: PAYMENT_FAILED_REASON,
                  providerRef: notice.providerRef,
                },
              ),
        );
        await todos.publish(done.notice);
        return { accepted: true, status: done.status };
      } catch (error) {
        // Another notice won the race: this one is a repeat.
        if (error instanceof AppError && error.messageKey === 'recharges.alreadyDecided') {
          const now = await repo.byToken(db, notice.token);
          return { accepted: false, status: now?.status ?? row.status };
        }
        throw error;
      }
    },
  };
  return service;
};
export type RechargesService = ReturnType<typeof createRechargesService>;
