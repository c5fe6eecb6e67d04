import {
  OUTBOUND_CODES,
  OUTBOUND_DOCUMENT,
  OUTBOUND_FILE_MODULE,
  OUTBOUND_PROGRESS,
  SHIPMENT_CODES,
  OUTBOUND_ERROR_LABELS,
  FINAL_TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
  TROUBLE_TRACKING_STATUSES,
  bothLanguages,
  formatBoth,
  formatMessage,
  toCm100,
  trackingSummary,
  type InTransitParcel,
  type PostTrackingRequest,
  toGrams,
  type InterceptionAnswer,
  type OutboundDecisionResult,
  type OutboundErrorRequest,
  type OutboundProgress,
  type OutboundReview,
  type PendingOutboundOrder,
  type ShipOutboundRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { IntegrationContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import { bufferSource, detectFileType } from '../../lib/magic-bytes';
import type { CompanyNotice } from '../../lib/notifier';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { attachedIds } from './outbound-orders.drafts';
import { notAllowed, type Mover, type OutboundMoves } from './outbound-orders.moves';
import { feeLinesOf, type OutboundPricing } from './outbound-orders.pricing';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import type { OutboundOrdersService } from './outbound-orders.service';
import type { OutboundOrderRow } from './outbound-orders.table';
import { toOutboundOrder } from './outbound-orders.view';

export type OutboundWarehouseDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  moves: OutboundMoves;
  pricing: OutboundPricing;
  orders: OutboundOrdersService;
  files: FilesService;
};

/** The integration key's warehouse and name. */
export type WarehouseCaller = Pick<IntegrationContext, 'tenantId' | 'warehouseId' | 'actor'>;

/** What waits for the warehouse: orders to start and orders it processes. */
const PENDING_STATES = ['PENDING_OUTBOUND', 'PROCESSING'] as const;

/**
 * The warehouse's side of outbound orders (integration API, simulator): start, progress, ship in one
 * or more parcels (stock leaves through the inventory kernel, the freeze settled through the finance
 * kernel), report an error (stock and money released), answer an interception request.
 */
export const createOutboundWarehouseService = (deps: OutboundWarehouseDeps) => {
  const { db, operationRecords, todos, moves, pricing, orders, files } = deps;
  const who = (caller: WarehouseCaller): Mover => ({ actor: caller.actor, warehouseId: caller.warehouseId });

  /** Runs one step on a locked order of the key's warehouse (404 for another's) and answers its state. */
  const step = async (
    caller: WarehouseCaller,
    id: number,
    body: (tx: DbOrTx, row: OutboundOrderRow) => Promise<CompanyNotice[]>,
  ): Promise<OutboundDecisionResult> => {
    const notices = await db.transaction(async (tx) => {
      orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
      return body(tx, orNotFound(await repo.lock(tx, id)));
    });
    await todos.publish(...notices);
    const after = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
    return { id: String(after.id), orderNo: after.orderNo, status: after.status };
  };

  /** The parcels' weights and sides in stored units (sides only when all three are given). */
  const measured = (parcels: ShipOutboundRequest['parcels']) =>
    parcels.map((p) => ({
      grams: toGrams(p.weightKg, 'kg'),
      sidesCm100:
        p.lengthCm && p.widthCm && p.heightCm
          ? ([toCm100(p.lengthCm, 'cm'), toCm100(p.widthCm, 'cm'), toCm100(p.heightCm, 'cm')] as [
              number,
              number,
              number,
            ])
          : null,
    }));

  /**
   * The parcels' label PDFs (by parcel), checked by content and stored for the order's company before
   * the shipping's transaction; a label of a shipping then refused expires like any upload.
   */
  const storeLabels = async (
    caller: WarehouseCaller,
    id: number,
    parcels: ShipOutboundRequest['parcels'],
  ) => {
    const labels = new Map<number, number>();
    if (!parcels.some((p) => p.labelPdf)) return labels;
    const row = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
    const pdfs = parcels.map((p) => (p.labelPdf ? Buffer.from(p.labelPdf, 'base64') : null));
    for (const [i, pdf] of pdfs.entries())
      if (pdf && (await detectFileType(bufferSource(pdf))) !== 'pdf')
        throw errors.invalid('outbound.labelFormat', {}, `parcels.${i}.labelPdf`);
    for (const [i, pdf] of pdfs.entries()) {
      if (!pdf) continue;
      const file = await files.writeReady(
        { tenantId: row.tenantId, companyId: row.companyId, userId: null },
        { kind: 'upload', module: OUTBOUND_FILE_MODULE, name: `label-${parcels[i]!.trackingNo}.pdf` },
        'application/pdf',
        pdf,
      );
      labels.set(i, file.id);
    }
    return labels;
  };

  return {
    /** The key's warehouse's orders to start or in processing, oldest first. */
    async pending(caller: WarehouseCaller): Promise<PendingOutboundOrder[]> {
      const rows = await repo.ofWarehouse(db, caller.tenantId, caller.warehouseId, PENDING_STATES);
      return rows.map(({ companyName, ...r }) => ({
        ...toOutboundOrder(r),
        companyId: String(r.companyId),
        companyName,
      }));
    },

    /** A file the customer attached to one of the warehouse's orders (any other file: 404). */
    async attachment(caller: WarehouseCaller, id: number, fileId: number) {
      const row = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
      if (!attachedIds(row.options).includes(fileId)) throw errors.notFound();
      const file = orNotFound(await files.ofCompany(row.companyId, fileId));
      return { file, content: await files.read(file) };
    },

    async review(caller: WarehouseCaller, id: number): Promise<OutboundReview> {
      const row = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
      return {
        ...(await orders.detailOf(db, row)),
        companyId: String(row.companyId),
        companyName: await repo.companyName(db, row.companyId),
        operations: await operationRecords.listFor(db, {
          tenantId: row.tenantId,
          companyId: row.companyId,
          entityType: OUTBOUND_DOCUMENT.entity,
          entityId: row.id,
        }),
      };
    },

    /** Starts picking a pending order: from now on a cancel is an interception request. */
    start: (caller: WarehouseCaller, id: number) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'start', who(caller), { progress: null });
        return [await moves.notify(tx, row, 'PROCESSING', null)];
      }),

    /** A step of processing, in order (picked, packed, labelled); a step already passed is a 409. */
    progress: (caller: WarehouseCaller, id: number, stepName: OutboundProgress) =>
      step(caller, id, async (tx, row) => {
        const at = row.progress ? OUTBOUND_PROGRESS.indexOf(row.progress) : -1;
        if (OUTBOUND_PROGRESS.indexOf(stepName) <= at) throw notAllowed(row.orderNo);
        await moves.move(tx, row, 'progress', who(caller), { progress: stepName }, stepName, 'PROCESSING');
        return [];
      }),

    /**
     * Ships the order in its parcels: the products leave (with "shortage allowed", what is there; the
     * rest goes back to available), the freeze is settled at the fees of what left (never above the
     * estimate), each parcel becomes a shipment with its tracking number. A pending interception
     * request is refused by the shipping itself.
     */
    ship: async (caller: WarehouseCaller, id: number, input: ShipOutboundRequest, at = new Date()) => {
      const labels = await storeLabels(caller, id, input.parcels);
      return step(caller, id, async (tx, row) => {
        const items = await repo.items(tx, [row.id]);
        const sent = new Map(input.shipped?.map((x) => [Number(x.productId), x.quantity]) ?? []);
        for (const productId of sent.keys())
          if (!items.some((i) => i.productId === productId))
            throw errors.invalid('outbound.shippedUnknown', {}, 'shipped');
        const lines = items.map((i) => ({
          id: i.id,
          productId: i.productId,
          reserved: i.quantity,
          shipped: sent.get(i.productId) ?? i.quantity,
        }));
        if (lines.some((l) => l.shipped > l.reserved))
          throw errors.invalid('outbound.shippedAbove', {}, 'shipped');
        if (lines.some((l) => l.shipped < l.reserved) && !row.options.shortageAllowed)
          throw errors.conflict('outbound.shortageNotAllowed', { number: row.orderNo });
        if (lines.every((l) => l.shipped === 0))
          throw errors.invalid('outbound.nothingShipped', {}, 'shipped');
        const numbers = input.parcels.map((p) => p.trackingNo);
        const taken = await repo.trackingTaken(tx, row.tenantId, numbers);
        if (taken.length > 0) throw errors.conflict('outbound.trackingTaken', { number: taken[0]! });

        const interception = row.interception === 'REQUESTED' ? 'REFUSED' : row.interception;
        const options = {
          ...row.options,
          ...(input.actualPackaging ? { actualPackaging: input.actualPackaging } : {}),
        };
        await moves.move(
          tx,
          row,
          'ship',
          who(caller),
          { shippedAt: at, options, interception, progress: null },
          numbers.join(', '),
        );
        await moves.shipStock(tx, row, caller.actor, lines);
        for (const l of lines) await repo.setShipped(tx, l.id, l.shipped);

        const products = await repo.productsOf(
          tx,
          row.companyId,
          lines.map((l) => l.productId),
        );
        const parcels = measured(input.parcels);
        const actual = await pricing.shipped(
          tx,
          {
            warehouseId: row.warehouseId,
            type: row.type,
            recipient: row.recipient,
            serviceCode: row.serviceCode,
            options,
            items: lines
              .filter((l) => l.shipped > 0)
              .map((l) => {
                const p = products.find((x) => x.id === l.productId)!;
                return { ...p, productId: l.productId, quantity: l.shipped };
              }),
          },
          parcels,
          feeLinesOf(row.estimate),
        );
        await moves.settle(tx, row, row.frozenFees, actual, caller.actor);
        await repo.set(tx, row.id, { frozenFees: [] });
        await repo.insertShipments(
          tx,
          input.parcels.map((p, i) => ({
            tenantId: row.tenantId,
            companyId: row.companyId,
            orderId: row.id,
            warehouseId: row.warehouseId,
            carrier: p.carrier,
            serviceCode: row.serviceCode,
            trackingNo: p.trackingNo,
            weightG: parcels[i]!.grams,
            lengthCm100: parcels[i]!.sidesCm100?.[0] ?? null,
            widthCm100: parcels[i]!.sidesCm100?.[1] ?? null,
            heightCm100: parcels[i]!.sidesCm100?.[2] ?? null,
            shippedAt: at,
            labelFileId: labels.get(i) ?? null,
            createdBy: caller.actor,
          })),
          at,
        );
        // The labels are the order's: who may see its orders or its shipments reads them.
        if (labels.size > 0)
          await files.attach(
            tx,
            row.companyId,
            [...labels.values()],
            [OUTBOUND_CODES.view, SHIPMENT_CODES.view],
          );
        return [await moves.notify(tx, row, 'SHIPPED', null)];
      });
    },

    /** The order cannot go on: its stock and freeze are released, the customer fixes it and submits again. */
    error: (caller: WarehouseCaller, id: number, input: OutboundErrorRequest) =>
      step(caller, id, async (tx, row) => {
        const note = input.note ?? null;
        const { from } = await moves.move(
          tx,
          row,
          'reportError',
          who(caller),
          { errorReason: input.reason, errorNote: note, progress: null, interception: null },
          note ?? input.reason,
        );
        await moves.releaseHeld(tx, row, from, caller.actor, note);
        const reason = (language: 'zh' | 'en') => OUTBOUND_ERROR_LABELS[input.reason][language];
        const waits = {
          zh: formatBoth('outbound.todoError', { number: row.orderNo, reason: reason('zh') }).zh,
          en: formatBoth('outbound.todoError', { number: row.orderNo, reason: reason('en') }).en,
        };
        return [await moves.notify(tx, row, 'HAS_ERROR', waits)];
      }),

    /** The key's warehouse's parcels still on their way, oldest first (what the carrier has news of). */
    async inTransit(caller: WarehouseCaller): Promise<InTransitParcel[]> {
      const rows = await repo.inTransit(db, caller.tenantId, caller.warehouseId, FINAL_TRACKING_STATUSES);
      return rows.map((r) => ({
        orderId: String(r.orderId),
        orderNo: r.orderNo,
        trackingNo: r.trackingNo,
        carrier: r.carrier,
        status: r.trackingStatus,
        shippedAt: r.shippedAt.toISOString(),
        lastEventAt: r.lastEventAt ? new Date(r.lastEventAt).toISOString() : null,
      }));
    },

    /**
     * A parcel's carrier events: kept once each, the parcel's status their summary (the latest by
     * time; a final one stays), its delivery dated by the first delivered event, the order's when
     * every parcel is delivered. A parcel that newly turns to an exception or a failed attempt raises a
     * to-do; one that recovers settles it.
     */
    tracking: (caller: WarehouseCaller, id: number, input: PostTrackingRequest) =>
      step(caller, id, async (tx, row) => {
        const parcel = await repo.shipmentOf(tx, row.id, input.trackingNo);
        if (!parcel)
          throw errors.invalid('tracking.unknownParcel', { trackingNo: input.trackingNo }, 'trackingNo');
        await repo.insertEvents(
          tx,
          input.events.map((ev) => ({
            companyId: row.companyId,
            shipmentId: parcel.id,
            occurredAt: new Date(ev.at),
            occurredText: ev.at,
            place: ev.place ?? null,
            text: ev.text,
            status: ev.status,
          })),
        );
        const events = await repo.events(tx, [parcel.id]);
        const status = trackingSummary(
          events.map((ev) => ({ at: ev.occurredAt.toISOString(), status: ev.status })),
        );
        const delivered = events
          .filter((ev) => ev.status === 'DELIVERED')
          .map((ev) => ev.occurredAt)
          .sort((a, b) => a.getTime() - b.getTime())[0];
        await repo.setShipment(tx, parcel.id, {
          trackingStatus: status,
          deliveredAt: status === 'DELIVERED' ? (delivered ?? null) : null,
        });
        const parcels = await repo.shipments(tx, row.id);
        const all = parcels.map((p) =>
          p.id === parcel.id ? { ...p, deliveredAt: status === 'DELIVERED' ? (delivered ?? null) : null } : p,
        );
        const done = all.every((p) => p.deliveredAt !== null);
        const last = all.map((p) => p.deliveredAt?.getTime() ?? 0).sort((a, b) => b - a)[0];
        await repo.set(tx, row.id, { deliveredAt: done && last ? new Date(last) : null });
        if (status === parcel.trackingStatus) return [];
        if (TROUBLE_TRACKING_STATUSES.includes(status)) {
          const latest = events.find((ev) => ev.status === status)!;
          const title = bothLanguages((language) =>
            formatMessage('tracking.todoTrouble', language, {
              number: row.orderNo,
              trackingNo: parcel.trackingNo,
              status: TRACKING_STATUS_LABELS[status][language],
              text: latest.text,
            }),
          );
          return [await moves.notify(tx, row, 'SHIPPED', title)];
        }
        return [await moves.notify(tx, row, 'SHIPPED', null)];
      }),

    /** Answers an interception request: accepted, the order is cancelled and released; refused, it goes on. */
    answerInterception: (caller: WarehouseCaller, id: number, input: InterceptionAnswer) =>
      step(caller, id, async (tx, row) => {
        if (row.interception !== 'REQUESTED')
          throw errors.conflict('outbound.noInterception', { number: row.orderNo });
        const note = input.note ?? null;
        if (!input.accept) {
          await moves.move(
            tx,
            row,
            'answerInterception',
            who(caller),
            { interception: 'REFUSED' },
            note,
            'PROCESSING',
          );
          const waits = formatBoth('outbound.todoInterceptionRefused', { number: row.orderNo });
          return [await moves.notify(tx, row, 'PROCESSING', waits)];
        }
        const { from } = await moves.move(
          tx,
          row,
          'answerInterception',
          who(caller),
          { interception: 'ACCEPTED', progress: null },
          note,
          'CANCELLED',
        );
        await moves.releaseHeld(tx, row, from, caller.actor, note);
        return [await moves.notify(tx, row, 'CANCELLED', null)];
      }),
  };
};
export type OutboundWarehouseService = ReturnType<typeof createOutboundWarehouseService>;
