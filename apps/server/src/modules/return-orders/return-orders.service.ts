import {
  canDo,
  RETURN_DOCUMENT,
  RETURN_LIMITS,
  RETURN_MACHINE,
  type DeleteWithReasonRequest,
  type ReturnDetail,
  type ReturnPageRequest,
  type ShippedOrder,
} from '@oms/contracts';
import type { z } from 'zod';
import type { createReturnRequest, shippedOrdersRequest } from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { CertificationService } from '../certification/certification.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { SigningService } from '../signing/signing.service';
import { skusOf, toReturnLine, toReturnOrder } from './return-orders.mapping';
import type { ReturnMoves } from './return-orders.moves';
import { returnOrdersList } from './return-orders.list';
import { returnOrdersRepository as repo, type NewReturnLine } from './return-orders.repository';
import type { ReturnOrderRow } from './return-orders.table';

export type ReturnOrdersDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  fees: FeesService;
  files: FilesService;
  signing: SigningService;
  certification: CertificationService;
  moves: ReturnMoves;
};

type Draft = Omit<z.output<typeof createReturnRequest>, 'submit'>;

/**
 * The customer's side of returns: lists, details, the picker of shipped orders, drafts (create,
 * change, delete), submit (the warehouse awaits the parcel) and cancel before it arrives. Every change
 * is one transaction with its operation record.
 */
export const createReturnOrdersService = (deps: ReturnOrdersDeps) => {
  const { db, operationRecords, todos, fees, files, signing, certification, moves } = deps;
  const record = operationRecords.recorderOf(RETURN_DOCUMENT.entity);

  /**
   * The draft checked against the company's products (passed: their pieces go back into stock) and,
   * when it names one, its shipped outbound order: each SKU among what it shipped, at most as many.
   */
  const prepare = async (tx: DbOrTx, auth: AuthContext, input: Draft) => {
    await certification.requirePassed(auth, tx);
    const warehouseId = Number(input.warehouseId);
    await signing.requireSigned(auth, warehouseId, tx);
    const lines: NewReturnLine[] = input.lines.map((l) => ({
      productId: Number(l.productId),
      quantity: l.quantity,
      handling: l.handling,
      reason: l.reason ?? null,
    }));
    const ids = [...new Set(lines.map((l) => l.productId))];
    const found = new Map((await repo.productsOf(tx, auth.companyId, ids)).map((p) => [p.id, p]));
    if (found.size !== ids.length) throw errors.invalid('returns.productUnknown', {}, 'lines');
    const notPassed = [...found.values()].find((p) => p.status !== 'PASSED');
    if (notPassed) throw errors.invalid('returns.productNotPassed', { sku: notPassed.sku }, 'lines');
    let outboundNo: string | null = null;
    if (input.outboundOrderId) {
      const order = await repo.shippedOrder(tx, auth.companyId, Number(input.outboundOrderId));
      if (!order) throw errors.invalid('returns.outboundUnknown', {}, 'outboundOrderId');
      outboundNo = order.orderNo;
      for (const [i, l] of lines.entries()) {
        const sku = found.get(l.productId)!.sku;
        const shipped = order.shipped.get(l.productId);
        if (shipped === undefined)
          throw errors.invalid(
            'returns.notInOutbound',
            { sku, number: order.orderNo },
            `lines.${i}.productId`,
          );
        if (l.quantity > shipped)
          throw errors.invalid(
            'returns.overShipped',
            { sku, needed: l.quantity, shipped, number: order.orderNo },
            `lines.${i}.quantity`,
          );
      }
    }
    const header = {
      warehouseId,
      outboundOrderId: input.outboundOrderId ? Number(input.outboundOrderId) : null,
      outboundNo,
      trackingNo: input.trackingNo ?? null,
      carrier: input.carrier ?? null,
      buyerName: input.buyerName ?? null,
      remark: input.remark ?? null,
      lineCount: lines.length,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      skus: skusOf(lines.map((l) => ({ sku: found.get(l.productId)!.sku, quantity: l.quantity }))),
    };
    return { header, lines };
  };

  const locked = async (tx: DbOrTx, auth: AuthContext, id: number) => {
    const row = orNotFound(await repo.lock(tx, id));
    if (row.companyId !== auth.companyId) throw errors.notFound();
    return row;
  };

  /** Submits inside the caller's transaction: the warehouse now awaits the parcel. */
  const submitIn = async (tx: DbOrTx, auth: AuthContext, id: number, at: Date) => {
    const row = await locked(tx, auth, id);
    if (!canDo(RETURN_MACHINE, row.status, 'submit', 'customer')) throw moves.refused(row);
    await certification.requirePassed(auth, tx);
    await signing.requireSigned(auth, row.warehouseId, tx);
    await moves.move(tx, row, 'submit', actorOf(auth), { submittedAt: at });
    return moves.notify(tx, row, 'PENDING_RECEIPT', null);
  };

  const detail = async (auth: AuthContext, id: number): Promise<ReturnDetail> => {
    const r = orNotFound(await repo.byId(db, auth.companyId, id));
    const [lines, operations] = await Promise.all([
      repo.lines(db, [r.row.id]),
      operationRecords.recordOf(db, auth, RETURN_DOCUMENT.entity, r.row.id),
    ]);
    const photos = lines.flatMap((l) => l.line.photoFileIds);
    const names = new Map((await files.described(db, auth.companyId, photos)).map((f) => [f.id, f.name]));
    return {
      ...toReturnOrder(r),
      lines: lines.map((l) => toReturnLine(l, auth.language, names)),
      operations,
    };
  };

  const publishAndView = async (auth: AuthContext, id: number, notices: CompanyNotice[]) => {
    await todos.publish(...notices);
    return detail(auth, id);
  };

  return {
    page: (auth: AuthContext, request: ReturnPageRequest) => returnOrdersList.page(db, auth, request),

    detail: (auth: AuthContext, id: string) => detail(auth, Number(id)),

    warehouses: (auth: AuthContext) => fees.warehouses(auth),

    /** The company's shipped orders a return may come back from, newest first. */
    async shippedOrders(
      auth: AuthContext,
      f: z.output<typeof shippedOrdersRequest>,
    ): Promise<ShippedOrder[]> {
      const rows = await repo.shippedOrders(
        db,
        auth.companyId,
        { warehouseId: f.warehouseId ? Number(f.warehouseId) : undefined, keyword: f.keyword },
        RETURN_LIMITS.shippedOrders,
      );
      return rows.map((o) => ({
        id: String(o.id),
        orderNo: o.orderNo,
        referenceNo: o.referenceNo,
        warehouseId: String(o.warehouseId),
        recipientName: o.recipientName,
        trackingNos: o.trackingNos,
        shippedAt: o.shippedAt ? o.shippedAt.toISOString() : null,
        items: o.items.map((i) => ({
          productId: String(i.productId),
          sku: i.sku,
          name: auth.language === 'zh' ? i.nameCn : i.nameEn,
          quantity: i.quantity ?? 0,
        })),
      }));
    },

    /** A draft (or, with `submit`, a submitted return). */
    async create(auth: AuthContext, input: z.output<typeof createReturnRequest>, at = new Date()) {
      const { id, notices } = await db.transaction(async (tx) => {
        const { header, lines } = await prepare(tx, auth, input);
        const row = await repo.insert(
          tx,
          { tenantId: auth.tenantId, companyId: auth.companyId },
          { ...header, createdBy: auth.accountName },
          lines,
          at,
        );
        await record(tx, auth, row.id, 'create', { toState: row.status });
        return { id: row.id, notices: input.submit ? [await submitIn(tx, auth, row.id, at)] : [] };
      });
      return publishAndView(auth, id, notices);
    },

    /** Changes a draft. */
    async update(auth: AuthContext, input: Draft & { id: string }, at = new Date()) {
      const id = Number(input.id);
      await db.transaction(async (tx) => {
        const row = await locked(tx, auth, id);
        if (!canDo(RETURN_MACHINE, row.status, 'edit', 'customer')) throw moves.refused(row);
        const { header, lines } = await prepare(tx, auth, input);
        await repo.replace(tx, row, header, lines, at);
        await record(tx, auth, row.id, 'edit', {});
      });
      return detail(auth, id);
    },

    async submit(auth: AuthContext, id: string, at = new Date()) {
      const notice = await db.transaction((tx) => submitIn(tx, auth, Number(id), at));
      return publishAndView(auth, Number(id), [notice]);
    },

    /** Cancels before the parcel arrives. */
    async cancel(auth: AuthContext, id: string, reason: string | null) {
      const notice = await db.transaction(async (tx) => {
        const row = await locked(tx, auth, Number(id));
        await moves.move(tx, row, 'cancel', actorOf(auth), {}, reason);
        return moves.notify(tx, row, 'CANCELLED', null);
      });
      return publishAndView(auth, Number(id), [notice]);
    },

    /**
     * Deletes drafts with a reason, all or none (another company's id: 404; a return past its draft:
     * 409): each leaves a record with the reason.
     */
    async delete(auth: AuthContext, input: DeleteWithReasonRequest) {
      const ids = [...new Set(input.ids.map(Number))].sort((x, y) => x - y);
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const row: ReturnOrderRow = await locked(tx, auth, id);
          if (!canDo(RETURN_MACHINE, row.status, 'delete', 'customer')) throw moves.refused(row);
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          await repo.remove(tx, row.id);
        }
      });
      return { affected: ids.length };
    },

    /** The company's returns per state (home figures). */
    countByStatus: (companyId: number, states: Parameters<typeof repo.countByStatus>[2]) =>
      repo.countByStatus(db, companyId, states),

    anyOf: (companyId: number) => repo.anyOf(db, companyId),
  };
};
export type ReturnOrdersService = ReturnType<typeof createReturnOrdersService>;
