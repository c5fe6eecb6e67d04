import {
  canDo,
  isEvidenceMime,
  VAS_CODES,
  VAS_DOCUMENT,
  VAS_MACHINE,
  type DeleteWithReasonRequest,
  type VasDetail,
  type VasPageRequest,
} from '@oms/contracts';
import type { z } from 'zod';
import type { createVasRequest } from '@oms/contracts';
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
import { filesOf, skusOf, toVasKit, toVasLine, toVasOrder } from './vas-orders.mapping';
import type { VasMoves } from './vas-orders.moves';
import { vasOrdersList } from './vas-orders.list';
import { vasOrdersRepository as repo, type NewVasLine } from './vas-orders.repository';
import type { VasOrderRow } from './vas-orders.table';

export type VasOrdersDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  fees: FeesService;
  files: FilesService;
  signing: SigningService;
  certification: CertificationService;
  inventory: InventoryService;
  moves: VasMoves;
};

type Draft = Omit<z.output<typeof createVasRequest>, 'submit'>;

/**
 * The customer's side of VAS orders: lists, details, drafts (create, change, delete), submit (asking
 * for a quote), confirm (the quote frozen, the pieces reserved) and cancel before processing. Every
 * change is one transaction with its kernels' effects and its operation record.
 */
export const createVasOrdersService = (deps: VasOrdersDeps) => {
  const { db, operationRecords, todos, fees, files, signing, certification, inventory, moves } = deps;
  const record = operationRecords.recorderOf(VAS_DOCUMENT.entity);

  /**
   * The draft's pieces: its lines, or for kitting the components the kits use (ratio × kits), each
   * checked against the company's passed products and the warehouse's available stock.
   */
  const prepare = async (tx: DbOrTx, auth: AuthContext, input: Draft) => {
    await certification.requirePassed(auth, tx);
    const warehouseId = Number(input.warehouseId);
    await signing.requireSigned(auth, warehouseId, tx);
    let lines: NewVasLine[];
    let kit: { combinationId: number; productId: number; quantity: number } | null = null;
    if (input.serviceType === 'KITTING') {
      const k = input.kit!;
      const combination = await repo.combinationOf(tx, auth.companyId, Number(k.combinationId));
      if (!combination) throw errors.invalid('vas.productUnknown', {}, 'kit.combinationId');
      kit = { combinationId: combination.id, productId: Number(k.kitProductId), quantity: k.quantity };
      if (combination.components.some((c) => c.productId === kit!.productId))
        throw errors.invalid('vas.kitSkuInCombination', {}, 'kit.kitProductId');
      lines = combination.components.map((c) => ({ productId: c.productId, quantity: c.ratio * k.quantity }));
    } else {
      lines = input.lines.map((l) => ({ productId: Number(l.productId), quantity: l.quantity }));
    }
    const ids = [...new Set([...lines.map((l) => l.productId), ...(kit ? [kit.productId] : [])])];
    const found = new Map((await repo.productsOf(tx, auth.companyId, ids)).map((p) => [p.id, p]));
    if (found.size !== ids.length) throw errors.invalid('vas.productUnknown', {}, kit ? 'kit' : 'lines');
    const notPassed = [...found.values()].find((p) => p.status !== 'PASSED');
    if (notPassed)
      throw errors.invalid('vas.productNotPassed', { sku: notPassed.sku }, kit ? 'kit' : 'lines');
    const available = await inventory.availableOf(
      tx,
      auth.companyId,
      warehouseId,
      lines.map((l) => l.productId),
    );
    for (const [i, l] of lines.entries()) {
      const have = available.get(l.productId) ?? 0;
      if (l.quantity > have)
        throw errors.invalid(
          'vas.overAvailable',
          { sku: found.get(l.productId)!.sku, needed: l.quantity, available: have },
          kit ? 'kit.quantity' : `lines.${i}.quantity`,
        );
    }
    const header = {
      warehouseId,
      serviceType: input.serviceType,
      requirements: input.requirements,
      remark: input.remark ?? null,
      attachmentIds: [...new Set(input.attachmentIds.map(Number))],
      kitCombinationId: kit?.combinationId ?? null,
      kitProductId: kit?.productId ?? null,
      kitQuantity: kit?.quantity ?? null,
      lineCount: lines.length,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      skus: kit
        ? skusOf([{ sku: found.get(kit.productId)!.sku, quantity: kit.quantity }])
        : skusOf(lines.map((l) => ({ sku: found.get(l.productId)!.sku, quantity: l.quantity }))),
    };
    return { header, lines };
  };

  /** Keeps the order's attachments (images or PDFs the company uploaded), readable by its viewers. */
  const attach = async (tx: DbOrTx, companyId: number, ids: number[]) => {
    if (ids.length === 0) return;
    const found = await files.described(tx, companyId, ids);
    if (found.length !== ids.length || !found.every((f) => isEvidenceMime(f.mime)))
      throw errors.invalid('vas.fileInvalid', {}, 'attachmentIds');
    const attached = await files.attach(tx, companyId, ids, [VAS_CODES.view]);
    if (attached.length !== ids.length) throw errors.invalid('vas.fileInvalid', {}, 'attachmentIds');
  };

  const locked = async (tx: DbOrTx, auth: AuthContext, id: number) => {
    const row = orNotFound(await repo.lock(tx, id));
    if (row.companyId !== auth.companyId) throw errors.notFound();
    return row;
  };

  const linesOf = async (tx: DbOrTx, row: VasOrderRow) => (await repo.lines(tx, [row.id])).map((r) => r.line);

  const submitIn = async (tx: DbOrTx, auth: AuthContext, id: number, at: Date) => {
    const row = await locked(tx, auth, id);
    if (!canDo(VAS_MACHINE, row.status, 'submit', 'customer')) throw moves.refused(row);
    await certification.requirePassed(auth, tx);
    await signing.requireSigned(auth, row.warehouseId, tx);
    await moves.move(tx, row, 'submit', actorOf(auth), { submittedAt: at });
    return moves.notify(tx, row, 'PENDING_QUOTE', null);
  };

  const detail = async (auth: AuthContext, id: number): Promise<VasDetail> => {
    const r = orNotFound(await repo.byId(db, auth.companyId, id));
    const [lines, described, operations, kit] = await Promise.all([
      repo.lines(db, [r.row.id]),
      files.described(db, auth.companyId, [...r.row.attachmentIds, ...r.row.resultFileIds]),
      operationRecords.recordOf(db, auth, VAS_DOCUMENT.entity, r.row.id),
      repo.kitOf(db, r.row),
    ]);
    const names = new Map(described.map((f) => [f.id, f.name]));
    return {
      ...toVasOrder(r),
      lines: lines.map((l) => toVasLine(l, auth.language)),
      kit: toVasKit(r.row, kit),
      attachments: filesOf(r.row.attachmentIds, names),
      results: filesOf(r.row.resultFileIds, names),
      operations,
    };
  };

  const publishAndView = async (auth: AuthContext, id: number, notices: CompanyNotice[]) => {
    await todos.publish(...notices);
    return detail(auth, id);
  };

  return {
    page: (auth: AuthContext, request: VasPageRequest) => vasOrdersList.page(db, auth, request),

    detail: (auth: AuthContext, id: string) => detail(auth, Number(id)),

    warehouses: (auth: AuthContext) => fees.warehouses(auth),

    async create(auth: AuthContext, input: z.output<typeof createVasRequest>, at = new Date()) {
      const { id, notices } = await db.transaction(async (tx) => {
        const { header, lines } = await prepare(tx, auth, input);
        const row = await repo.insert(
          tx,
          { tenantId: auth.tenantId, companyId: auth.companyId },
          { ...header, createdBy: auth.accountName },
          lines,
          at,
        );
        await attach(tx, auth.companyId, header.attachmentIds);
        await record(tx, auth, row.id, 'create', { toState: row.status });
        return { id: row.id, notices: input.submit ? [await submitIn(tx, auth, row.id, at)] : [] };
      });
      return publishAndView(auth, id, notices);
    },

    async update(auth: AuthContext, input: Draft & { id: string }, at = new Date()) {
      const id = Number(input.id);
      await db.transaction(async (tx) => {
        const row = await locked(tx, auth, id);
        if (!canDo(VAS_MACHINE, row.status, 'edit', 'customer')) throw moves.refused(row);
        const { header, lines } = await prepare(tx, auth, input);
        const dropped = row.attachmentIds.filter((f) => !header.attachmentIds.includes(f));
        const added = header.attachmentIds.filter((f) => !row.attachmentIds.includes(f));
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

    /** Accepts the quote: the pieces reserved and the quote frozen, or nothing (409 saying why). */
    async confirm(auth: AuthContext, id: string, at = new Date()) {
      const notice = await db.transaction(async (tx) => {
        const row = await locked(tx, auth, Number(id));
        if (!canDo(VAS_MACHINE, row.status, 'confirm', 'customer')) throw moves.refused(row);
        await moves.hold(tx, row, await linesOf(tx, row), auth.accountName, at);
        await moves.move(tx, row, 'confirm', actorOf(auth), { confirmedAt: at });
        return moves.notify(tx, row, 'CONFIRMED', null);
      });
      return publishAndView(auth, Number(id), [notice]);
    },

    /** Cancels before processing: after a confirmation, the pieces and the quote are let go. */
    async cancel(auth: AuthContext, id: string, reason: string | null) {
      const notice = await db.transaction(async (tx) => {
        const row = await locked(tx, auth, Number(id));
        const { from } = await moves.move(tx, row, 'cancel', actorOf(auth), {}, reason);
        if (from === 'CONFIRMED') await moves.letGo(tx, row, await linesOf(tx, row), auth.accountName);
        return moves.notify(tx, row, 'CANCELLED', null);
      });
      return publishAndView(auth, Number(id), [notice]);
    },

    /** Deletes drafts with a reason, all or none (another company's id: 404; past its draft: 409). */
    async delete(auth: AuthContext, input: DeleteWithReasonRequest) {
      const ids = [...new Set(input.ids.map(Number))].sort((x, y) => x - y);
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const row = await locked(tx, auth, id);
          if (!canDo(VAS_MACHINE, row.status, 'delete', 'customer')) throw moves.refused(row);
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          if (row.attachmentIds.length > 0) await files.detach(tx, auth.companyId, row.attachmentIds);
          await repo.remove(tx, row.id);
        }
      });
      return { affected: ids.length };
    },

    countByStatus: (companyId: number, states: Parameters<typeof repo.countByStatus>[2]) =>
      repo.countByStatus(db, companyId, states),

    anyOf: (companyId: number) => repo.anyOf(db, companyId),
  };
};
export type VasOrdersService = ReturnType<typeof createVasOrdersService>;
