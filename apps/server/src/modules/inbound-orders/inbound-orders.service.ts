import {
  APPROVED_STATES,
  INBOUND_CODES,
  withHeadLegFields,
  INBOUND_MACHINE,
  canDo,
  type CancelInbound,
  type CreateInboundOrder,
  type DeleteWithReasonRequest,
  type InboundDetail,
  type InboundDetailQuery,
  type InboundOrder,
  type InboundPageRequest,
  type InboundStatus,
  type InboundWarehouseOption,
  type UpdateInboundOrder,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { CertificationService } from '../certification/certification.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { SigningService } from '../signing/signing.service';
import { INBOUND_ENTITY, notAllowed, type InboundMoves, type OrderRef } from './inbound-orders.moves';
import type { InboundInventory } from './inbound-orders.ports';
import { inboundOrdersRepository as repo, type NewInboundOrder } from './inbound-orders.repository';
import { inboundOrdersList } from './inbound-orders.list';
import { toAttachments, toInboundLine, toInboundOrder, toMilestone } from './inbound-orders.view';

export type InboundOrdersDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  files: FilesService;
  fees: FeesService;
  signing: SigningService;
  certification: CertificationService;
  inventory: InboundInventory;
  moves: InboundMoves;
};

type OrderInput = Omit<CreateInboundOrder, 'submit'>;
const EDITABLE = INBOUND_MACHINE.transitions.delete.from;

/** The forecast lines of an order as the kernel takes them. */
export const forecastOf = (lines: { productId: number; quantity: number }[]) =>
  lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));

/**
 * The customer's side of inbound orders: lists, details, drafts (full boxes of the company's passed
 * products, to a signed warehouse), submit, cancel (withdrawing the in-transit stock of an approved
 * order), delete with a reason, and confirming a received difference.
 */
export const createInboundOrdersService = (deps: InboundOrdersDeps) => {
  const { db, operationRecords, todos, files, fees, signing, certification, inventory, moves } = deps;
  const record = operationRecords.recorderOf(INBOUND_ENTITY);

  const load = async (auth: Pick<AuthContext, 'companyId'>, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  /** The lines in full boxes: passed products of the company only; quantity = boxes × pieces per carton. */
  const linesOf = async (tx: DbOrTx, companyId: number, lines: OrderInput['lines']) => {
    const found = new Map(
      (
        await repo.productsOf(
          tx,
          companyId,
          lines.map((l) => Number(l.productId)),
        )
      ).map((p) => [p.id, p]),
    );
    return lines.map((line, i) => {
      const p = found.get(Number(line.productId));
      if (!p || p.status !== 'PASSED')
        throw errors.invalid(
          'inboundOrders.productNotPassed',
          { sku: p?.sku ?? line.productId },
          `lines.${i}`,
        );
      return { productId: p.id, boxes: line.boxes, quantity: line.boxes * p.piecesPerCarton };
    });
  };

  const attachmentIdsOf = (input: OrderInput) => ({
    cutOff: [...new Set(input.attachments.cutOff.map(Number))],
    customsDeclaration: [...new Set(input.attachments.customsDeclaration.map(Number))],
    clearance: [...new Set(input.attachments.clearance.map(Number))],
  });
  const allIds = (a: { cutOff: number[]; customsDeclaration: number[]; clearance: number[] }) => [
    ...new Set([...a.cutOff, ...a.customsDeclaration, ...a.clearance]),
  ];

  /** Checks the gates and shapes the order's columns (certification passed, warehouse signed). */
  const prepare = async (tx: DbOrTx, auth: AuthContext, input: OrderInput) => {
    await certification.requirePassed(auth, tx);
    await signing.requireSigned(auth, Number(input.warehouseId), tx);
    const lines = await linesOf(tx, auth.companyId, input.lines);
    const attachments = attachmentIdsOf(input);
    // Only the fields of the order's head-leg are kept (an express parcel has no port of loading).
    const leg = withHeadLegFields(input);
    const header: NewInboundOrder = {
      warehouseId: Number(input.warehouseId),
      inboundType: input.inboundType,
      headLeg: input.headLeg,
      expectedArrival: input.expectedArrival,
      containerNo: leg.containerNo ?? null,
      containerType: leg.containerType ?? null,
      sealNo: leg.sealNo ?? null,
      shippingCompany: leg.shippingCompany ?? null,
      billOfLading: leg.billOfLading ?? null,
      deliveryNo: leg.deliveryNo ?? null,
      truckNo: leg.truckNo ?? null,
      driver: leg.driver ?? null,
      portOfLoading: leg.portOfLoading ?? null,
      portOfDestination: leg.portOfDestination ?? null,
      etd: leg.etd ?? null,
      eta: leg.eta ?? null,
      remark: input.remark ?? null,
      attachments,
      totalBoxes: lines.reduce((n, l) => n + l.boxes, 0),
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    };
    return { header, lines, fileIds: allIds(attachments) };
  };

  const attach = async (tx: DbOrTx, companyId: number, ids: number[]) => {
    const attached = await files.attach(tx, companyId, ids, [INBOUND_CODES.view]);
    if (attached.length !== ids.length)
      throw errors.invalid('inboundOrders.attachmentInvalid', {}, 'attachments');
  };

  const submitIn = async (tx: DbOrTx, auth: AuthContext, ref: OrderRef) => {
    await signing.requireSigned(auth, ref.warehouseId, tx);
    await moves.move(tx, ref, 'submit', actorOf(auth), { submittedAt: new Date(), rejectReason: null });
    return moves.notify(tx, ref, 'PENDING_REVIEW', null);
  };

  const publishAndView = async (auth: AuthContext, id: number, notices: CompanyNotice[]) => {
    await todos.publish(...notices);
    return toInboundOrder(await load(auth, id));
  };

  const detailOf = async (tx: DbOrTx, row: NonNullable<Awaited<ReturnType<typeof repo.byId>>>) => {
    const [lines, milestones, attachments] = await Promise.all([
      repo.lines(tx, [row.id]),
      repo.milestones(tx, row.id),
      files.described(tx, row.companyId, allIds(row.attachments)),
    ]);
    return {
      ...toInboundOrder(row),
      attachments: toAttachments(row.attachments, attachments),
      lines: lines.map(toInboundLine),
      milestones: milestones.map(toMilestone),
      feesOwed: row.feesOwed,
    };
  };

  return {
    detailOf,

    page: (auth: AuthContext, request: InboundPageRequest) => inboundOrdersList.page(db, auth, request),

    async detail(auth: AuthContext, request: InboundDetailQuery): Promise<InboundDetail> {
      const row = orNotFound(
        request.id
          ? await repo.byId(db, auth.companyId, Number(request.id))
          : await repo.byNo(db, auth.companyId, request.orderNo ?? ''),
      );
      const feePage = await fees.page(auth, { current: 1, size: 200, documentNo: row.orderNo });
      const detail = await detailOf(db, row);
      const named = await operationRecords.actorNames(db, auth);
      return {
        ...detail,
        // The warehouse that logged a milestone, by its name (not its key).
        milestones: detail.milestones.map((m) => ({ ...m, createdBy: named(m.createdBy) })),
        operations: await operationRecords.recordOf(db, auth, INBOUND_ENTITY, row.id),
        fees: feePage.records,
      };
    },

    /** The company's signed warehouses, for the form. */
    async warehouses(auth: AuthContext): Promise<InboundWarehouseOption[]> {
      const signed = await signing.signedWarehouses(auth.companyId);
      const rows = await repo.warehouses(
        db,
        signed.map((w) => w.id),
      );
      return rows.map((w) => ({
        id: String(w.id),
        code: w.code,
        nameZh: w.nameZh,
        nameEn: w.nameEn,
        country: w.country,
      }));
    },

    /** A draft (or, with `submit`, an order pending review). */
    async create(auth: AuthContext, input: CreateInboundOrder, at = new Date()): Promise<InboundOrder> {
      const { id, notices } = await db.transaction(async (tx) => {
        const { header, lines, fileIds } = await prepare(tx, auth, input);
        const row = await repo.insert(
          tx,
          { tenantId: auth.tenantId, companyId: auth.companyId },
          { ...header, createdBy: auth.accountName },
          lines,
          at,
        );
        await attach(tx, auth.companyId, fileIds);
        await record(tx, auth, row.id, 'create', { toState: row.status });
        const notices = input.submit ? [await submitIn(tx, auth, row)] : [];
        return { id: row.id, notices };
      });
      return publishAndView(auth, id, notices);
    },

    /** Edits a draft or rejected order: every field and line replaced (409 in another state). */
    async update(auth: AuthContext, input: UpdateInboundOrder): Promise<InboundOrder> {
      const before = await load(auth, Number(input.id));
      await db.transaction(async (tx) => {
        await moves.move(tx, before, 'edit', actorOf(auth));
        const { header, lines, fileIds } = await prepare(tx, auth, input);
        const old = allIds(before.attachments).filter((f) => !fileIds.includes(f));
        if (old.length > 0) await files.detach(tx, auth.companyId, old);
        await attach(tx, auth.companyId, fileIds);
        await repo.replace(tx, before.id, auth.companyId, header, lines);
      });
      return toInboundOrder(await load(auth, before.id));
    },

    async submit(auth: AuthContext, id: string): Promise<InboundOrder> {
      const row = await load(auth, Number(id));
      const notice = await db.transaction(async (tx) => {
        await certification.requirePassed(auth, tx);
        return submitIn(tx, auth, row);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /** Cancels up to pending inbound; an approved order's forecast leaves the in-transit stock. */
    async cancel(auth: AuthContext, input: CancelInbound): Promise<InboundOrder> {
      const row = await load(auth, Number(input.id));
      const notice = await db.transaction(async (tx) => {
        const { from } = await moves.move(tx, row, 'cancel', actorOf(auth), {}, input.reason ?? null);
        if (APPROVED_STATES.includes(from)) {
          const lines = await repo.lines(tx, [row.id]);
          await inventory.unexpect(
            tx,
            { tenantId: row.tenantId, companyId: row.companyId },
            {
              warehouseId: row.warehouseId,
              documentType: 'INBOUND',
              documentNo: row.orderNo,
              actor: auth.accountName,
              note: input.reason ?? undefined,
              lines: forecastOf(lines),
            },
          );
        }
        return moves.notify(tx, row, 'CANCELLED', null);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /** Deletes drafts and rejected orders with a reason: all of the selection or none. */
    async delete(auth: AuthContext, input: DeleteWithReasonRequest) {
      const ids = [...new Set(input.ids.map(Number))];
      const notices = await db.transaction(async (tx) => {
        const rows = await repo.lockMany(tx, auth.companyId, ids);
        if (rows.length !== ids.length) throw errors.notFound();
        const out: CompanyNotice[] = [];
        for (const row of rows) {
          if (!canDo(INBOUND_MACHINE, row.status, 'delete', 'customer')) throw notAllowed(row.orderNo);
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          const fileIds = allIds(row.attachments);
          if (fileIds.length > 0) await files.detach(tx, auth.companyId, fileIds);
          if (row.status === 'REJECTED') out.push(await moves.notify(tx, row, row.status, null));
        }
        const deleted = await repo.deleteMany(tx, auth.companyId, ids, EDITABLE);
        if (deleted.length !== ids.length) throw notAllowed('');
        return out;
      });
      await todos.publish(...notices);
      return { affected: ids.length };
    },

    /** The customer accepts the received difference: the order waits to be put away. */
    async confirmDifference(auth: AuthContext, id: string): Promise<InboundOrder> {
      const row = await load(auth, Number(id));
      const notice = await db.transaction(async (tx) => {
        await moves.move(tx, row, 'confirmDifference', actorOf(auth), { differenceConfirmedAt: new Date() });
        return moves.notify(tx, row, 'TO_BE_STOCKED', null);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /** Whether the company has an inbound order with this number (claims of type INBOUND). */
    hasOrderNo: (tx: DbOrTx, companyId: number, orderNo: string) => repo.existsNo(tx, companyId, orderNo),

    /** Orders by state for the home page's statistics. */
    async countByStatus(companyId: number): Promise<{ status: InboundStatus; count: number }[]> {
      return (await repo.countByStatus(db, companyId)).map((r) => ({
        status: r.status,
        count: Number(r.count),
      }));
    },

    /** Orders created per UTC day since `since`. */
    async createdPerDay(companyId: number, since: Date): Promise<{ day: string; n: number }[]> {
      return (await repo.createdPerDay(db, companyId, since)).map((r) => ({ day: r.day, n: Number(r.n) }));
    },
  };
};
export type InboundOrdersService = ReturnType<typeof createInboundOrdersService>;
