import {
  canDo,
  isEvidenceMime,
  RELABEL_CODES,
  RELABEL_DOCUMENT,
  RELABEL_MACHINE,
  type DeleteWithReasonRequest,
  type RelabelDetail,
  type RelabelPageRequest,
} from '@oms/contracts';
import type { z } from 'zod';
import type { createRelabelRequest } from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { CertificationService } from '../certification/certification.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { SigningService } from '../signing/signing.service';
import { skusOf, toRelabelLine, toRelabelOrder } from './relabel-orders.mapping';
import type { RelabelMoves } from './relabel-orders.moves';
import { relabelOrdersList } from './relabel-orders.list';
import { relabelOrdersRepository as repo, type NewRelabelLine } from './relabel-orders.repository';
import type { RelabelOrderRow } from './relabel-orders.table';

export type RelabelOrdersDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  fees: FeesService;
  files: FilesService;
  signing: SigningService;
  certification: CertificationService;
  inventory: InventoryService;
  moves: RelabelMoves;
};

type Draft = Omit<z.output<typeof createRelabelRequest>, 'submit'>;

/**
 * The customer's side of relabel orders: lists, details, drafts (create, change, delete), submit (the
 * old SKUs reserved) and cancel before processing (released). Every change is one transaction with
 * its stock effects and its operation record.
 */
export const createRelabelOrdersService = (deps: RelabelOrdersDeps) => {
  const { db, operationRecords, todos, fees, files, signing, certification, inventory, moves } = deps;
  const record = operationRecords.recorderOf(RELABEL_DOCUMENT.entity);

  /**
   * The draft's lines checked against the company's products (both passed) and, for the old SKUs,
   * the warehouse's available stock (specification §5: the expected quantity ≤ available).
   */
  const prepare = async (tx: DbOrTx, auth: AuthContext, input: Draft) => {
    await certification.requirePassed(auth, tx);
    const warehouseId = Number(input.warehouseId);
    await signing.requireSigned(auth, warehouseId, tx);
    const lines: NewRelabelLine[] = input.lines.map((l) => ({
      oldProductId: Number(l.oldProductId),
      newProductId: Number(l.newProductId),
      quantity: l.quantity,
    }));
    const ids = [...new Set(lines.flatMap((l) => [l.oldProductId, l.newProductId]))];
    const found = new Map((await repo.productsOf(tx, auth.companyId, ids)).map((p) => [p.id, p]));
    if (found.size !== ids.length) throw errors.invalid('relabel.productUnknown', {}, 'lines');
    const notPassed = [...found.values()].find((p) => p.status !== 'PASSED');
    if (notPassed) throw errors.invalid('relabel.productNotPassed', { sku: notPassed.sku }, 'lines');
    const available = await inventory.availableOf(
      tx,
      auth.companyId,
      warehouseId,
      lines.map((l) => l.oldProductId),
    );
    for (const [i, l] of lines.entries()) {
      const have = available.get(l.oldProductId) ?? 0;
      if (l.quantity > have)
        throw errors.invalid(
          'relabel.overAvailable',
          { sku: found.get(l.oldProductId)!.sku, needed: l.quantity, available: have },
          `lines.${i}.quantity`,
        );
    }
    const labelFileIds = [...new Set(input.labelFileIds.map(Number))];
    const header = {
      warehouseId,
      remark: input.remark ?? null,
      labelFileIds,
      lineCount: lines.length,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      skus: skusOf(
        lines.map((l) => ({
          oldSku: found.get(l.oldProductId)!.sku,
          newSku: found.get(l.newProductId)!.sku,
        })),
      ),
    };
    return { header, lines };
  };

  /** Keeps the order's new label files (images or PDFs the company uploaded), readable by its viewers. */
  const attach = async (tx: DbOrTx, companyId: number, ids: number[]) => {
    if (ids.length === 0) return;
    const found = await files.described(tx, companyId, ids);
    if (found.length !== ids.length || !found.every((f) => isEvidenceMime(f.mime)))
      throw errors.invalid('relabel.fileInvalid', {}, 'labelFileIds');
    const attached = await files.attach(tx, companyId, ids, [RELABEL_CODES.view]);
    if (attached.length !== ids.length) throw errors.invalid('relabel.fileInvalid', {}, 'labelFileIds');
  };

  const locked = async (tx: DbOrTx, auth: AuthContext, id: number) => {
    const row = orNotFound(await repo.lock(tx, id));
    if (row.companyId !== auth.companyId) throw errors.notFound();
    return row;
  };

  const linesOf = async (tx: DbOrTx, row: RelabelOrderRow) =>
    (await repo.lines(tx, [row.id])).map((r) => r.line);

  /** Submits inside the caller's transaction: the old SKUs reserved (409 naming one short of stock). */
  const submitIn = async (tx: DbOrTx, auth: AuthContext, id: number, at: Date) => {
    const row = await locked(tx, auth, id);
    if (!canDo(RELABEL_MACHINE, row.status, 'submit', 'customer')) throw moves.refused(row);
    await certification.requirePassed(auth, tx);
    await signing.requireSigned(auth, row.warehouseId, tx);
    await moves.reserve(tx, row, await linesOf(tx, row), auth.accountName);
    await moves.move(tx, row, 'submit', actorOf(auth), { submittedAt: at });
    return moves.notify(tx, row, 'PENDING_REVIEW', null);
  };

  const detail = async (auth: AuthContext, id: number): Promise<RelabelDetail> => {
    const r = orNotFound(await repo.byId(db, auth.companyId, id));
    const [lines, described, operations] = await Promise.all([
      repo.lines(db, [r.row.id]),
      files.described(db, auth.companyId, r.row.labelFileIds),
      operationRecords.recordOf(db, auth, RELABEL_DOCUMENT.entity, r.row.id),
    ]);
    const names = new Map(described.map((f) => [f.id, f.name]));
    return {
      ...toRelabelOrder(r),
      lines: lines.map((l) => toRelabelLine(l, auth.language)),
      labelFiles: r.row.labelFileIds
        .filter((fid) => names.has(fid))
        .map((fid) => ({ id: String(fid), name: names.get(fid)! })),
      operations,
    };
  };

  const publishAndView = async (auth: AuthContext, id: number, notices: CompanyNotice[]) => {
    await todos.publish(...notices);
    return detail(auth, id);
  };

  return {
    page: (auth: AuthContext, request: RelabelPageRequest) => relabelOrdersList.page(db, auth, request),

    detail: (auth: AuthContext, id: string) => detail(auth, Number(id)),

    warehouses: (auth: AuthContext) => fees.warehouses(auth),

    /** A draft (or, with `submit`, a submitted order). */
    async create(auth: AuthContext, input: z.output<typeof createRelabelRequest>, at = new Date()) {
      const { id, notices } = await db.transaction(async (tx) => {
        const { header, lines } = await prepare(tx, auth, input);
        const row = await repo.insert(
          tx,
          { tenantId: auth.tenantId, companyId: auth.companyId },
          { ...header, createdBy: auth.accountName },
          lines,
          at,
        );
        await attach(tx, auth.companyId, header.labelFileIds);
        await record(tx, auth, row.id, 'create', { toState: row.status });
        return { id: row.id, notices: input.submit ? [await submitIn(tx, auth, row.id, at)] : [] };
      });
      return publishAndView(auth, id, notices);
    },

    /** Changes a draft: its warehouse, lines, remark and label files. */
    async update(auth: AuthContext, input: Draft & { id: string }, at = new Date()) {
      const id = Number(input.id);
      await db.transaction(async (tx) => {
        const row = await locked(tx, auth, id);
        if (!canDo(RELABEL_MACHINE, row.status, 'edit', 'customer')) throw moves.refused(row);
        const { header, lines } = await prepare(tx, auth, input);
        const dropped = row.labelFileIds.filter((f) => !header.labelFileIds.includes(f));
        const added = header.labelFileIds.filter((f) => !row.labelFileIds.includes(f));
        await repo.replace(tx, row, header, lines, at);
        if (dropped.length > 0) await files.detach(tx, auth.companyId, dropped);
        await attach(tx, auth.companyId, added);
        await record(tx, auth, row.id, 'edit', {});
      });
      return detail(auth, id);
    },

    async submit(auth: AuthContext, id: string, at = new Date()) {
      const notice = await db.transaction((tx) => submitIn(tx, auth, Number(id), at));
      return publishAndView(auth, Number(id), [notice]);
    },

    /** Cancels before processing: what a submitted order reserved is released. */
    async cancel(auth: AuthContext, id: string, reason: string | null) {
      const notice = await db.transaction(async (tx) => {
        const row = await locked(tx, auth, Number(id));
        const { from } = await moves.move(tx, row, 'cancel', actorOf(auth), {}, reason);
        if (from === 'PENDING_REVIEW') await moves.release(tx, row, await linesOf(tx, row), auth.accountName);
        return moves.notify(tx, row, 'CANCELLED', null);
      });
      return publishAndView(auth, Number(id), [notice]);
    },

    /**
     * Deletes drafts with a reason, all or none (another company's id: 404; an order past its draft:
     * 409): each leaves a record with the reason, its label files let go to expire like any upload.
     */
    async delete(auth: AuthContext, input: DeleteWithReasonRequest) {
      const ids = [...new Set(input.ids.map(Number))].sort((x, y) => x - y);
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const row = await locked(tx, auth, id);
          if (!canDo(RELABEL_MACHINE, row.status, 'delete', 'customer')) throw moves.refused(row);
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          if (row.labelFileIds.length > 0) await files.detach(tx, auth.companyId, row.labelFileIds);
          await repo.remove(tx, row.id);
        }
      });
      return { affected: ids.length };
    },

    /** The company's orders per state the customer follows (home figures). */
    countByStatus: (companyId: number, states: Parameters<typeof repo.countByStatus>[2]) =>
      repo.countByStatus(db, companyId, states),

    anyOf: (companyId: number) => repo.anyOf(db, companyId),
  };
};
export type RelabelOrdersService = ReturnType<typeof createRelabelOrdersService>;
