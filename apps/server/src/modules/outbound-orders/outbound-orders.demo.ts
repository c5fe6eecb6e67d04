// The demo company's outbound orders (issue 24 §3): one in each state a customer meets, with the
// stock and money history the product would have written (reserved and frozen at submit, shipped and
// settled at shipping), parcels with carrier news, and the to-dos their moves leave. Through the
// kernels, inside the seed's transaction, dated in the past.
import {
  OUTBOUND_DOCUMENT,
  OUTBOUND_ERROR_LABELS,
  TRACKING_STATUS_LABELS,
  bothLanguages,
  formatMessage,
  type HoldReason,
  type OutboundErrorReason,
  type OutboundProgress,
  type OutboundRecipient,
  type OutboundStatus,
  type TrackingStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type {
  OperationRecordInput,
  OperationRecordsService,
} from '../operation-records/operation-records.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { createOutboundPricing, priceView } from './outbound-orders.pricing';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import type { OutboundOrderRow } from './outbound-orders.table';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Demo = {
  status: OutboundStatus;
  daysAgo: number;
  reference: string | null;
  /** [index of a product in stock, pieces]. */
  lines: [number, number][];
  hold?: HoldReason;
  progress?: OutboundProgress;
  error?: OutboundErrorReason;
  /** Each parcel's carrier news, oldest first (SHIPPED only). */
  parcels?: TrackingStatus[][];
};

const DEMO: Demo[] = [
  { status: 'DRAFT', daysAgo: 0, reference: 'SHOPIFY-1042', lines: [[0, 1]] },
  { status: 'PENDING_OUTBOUND', daysAgo: 0, reference: 'SHOPIFY-1041', lines: [[1, 2]] },
  { status: 'ON_HOLD', daysAgo: 1, reference: 'AMZ-113-5523', lines: [[0, 1]], hold: 'MANUAL' },
  {
    status: 'PROCESSING',
    daysAgo: 1,
    reference: 'SHOPIFY-1038',
    lines: [
      [0, 1],
      [1, 1],
    ],
    progress: 'PACKED',
  },
  {
    status: 'SHIPPED',
    daysAgo: 3,
    reference: 'SHOPIFY-1036',
    lines: [[1, 1]],
    parcels: [['INFO_RECEIVED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY']],
  },
  {
    status: 'SHIPPED',
    daysAgo: 6,
    reference: 'EBAY-27-09381',
    lines: [
      [0, 3],
      [1, 2],
    ],
    parcels: [
      ['INFO_RECEIVED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'],
      ['INFO_RECEIVED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'],
    ],
  },
  {
    status: 'SHIPPED',
    daysAgo: 5,
    reference: 'SHOPIFY-1029',
    lines: [[1, 1]],
    parcels: [['INFO_RECEIVED', 'IN_TRANSIT', 'EXCEPTION']],
  },
  { status: 'HAS_ERROR', daysAgo: 2, reference: 'SHOPIFY-1033', lines: [[0, 1]], error: 'ADDRESS_INVALID' },
  { status: 'CANCELLED', daysAgo: 4, reference: null, lines: [[1, 1]] },
];

const EVENT_TEXT: Partial<Record<TrackingStatus, [string, string]>> = {
  INFO_RECEIVED: ['Shipping label created', 'Los Angeles, CA, US'],
  IN_TRANSIT: ['Departed shipping partner facility', 'Ontario, CA, US'],
  OUT_FOR_DELIVERY: ['Out for delivery', 'Newark, NJ, US'],
  DELIVERED: ['Delivered, front door', 'Newark, NJ, US'],
  EXCEPTION: ['Delivery exception: address information needed', 'Newark, NJ, US'],
};

export type OutboundDemoContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  warehouseId: number;
  /** The warehouse's name in the records (`LAX/wms`). */
  warehouseActor: string;
  now: Date;
  services: {
    inventory: InventoryService;
    finance: FinanceService;
    rateCards: RateCardsService;
    todos: TodosService;
    operationRecords: OperationRecordsService;
  };
};

/** The demo company's outbound orders (once: none when it already has some); answers how many. */
export const seedOutboundDemo = async (tx: DbOrTx, ctx: OutboundDemoContext): Promise<number> => {
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  if (await repo.anyOf(tx, ctx.companyId)) return 0;
  // Products with stock to spare at the warehouse, and a recipient in the US from the address book.
  const stocked = await repo.stockedAt(tx, ctx.companyId, ctx.warehouseId);
  const available = await ctx.services.inventory.availableOf(tx, ctx.companyId, ctx.warehouseId, stocked);
  const pool = stocked.filter((id) => (available.get(id) ?? 0) >= 20);
  const to = await repo.consigneeIn(tx, ctx.companyId, 'US');
  if (pool.length < 2 || !to) return 0;
  const recipient: OutboundRecipient = {
    name: to.name,
    company: to.company ?? undefined,
    country: to.country,
    state: to.state ?? undefined,
    city: to.city,
    address: to.address,
    postalCode: to.postalCode ?? undefined,
    phone: to.phone,
    email: to.email ?? undefined,
  };
  const pricing = createOutboundPricing(ctx.services.rateCards);
  const { inventory, finance, todos } = ctx.services;
  const options = { shortageAllowed: false, expedited: false, signature: 'NONE', ageCheck: 'NONE' } as const;

  let created = 0;
  for (const [n, d] of DEMO.entries()) {
    const createdAt = new Date(ctx.now.getTime() - d.daysAgo * DAY - (DEMO.length - n) * HOUR);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
    const measured = await repo.productsOf(
      tx,
      ctx.companyId,
      d.lines.map(([i]) => pool[i % pool.length]!),
    );
    const items = d.lines.map(([i, quantity]) => {
      const p = measured.find((m) => m.id === pool[i % pool.length])!;
      return { ...p, productId: p.id, quantity };
    });
    const { lines: fees, quote } = await pricing.price(tx, {
      warehouseId: ctx.warehouseId,
      type: 'PARCEL',
      recipient,
      serviceCode: null,
      options,
      items,
    });
    const submitted = d.status !== 'DRAFT';
    const row = await repo.insert(
      tx,
      owner,
      {
        warehouseId: ctx.warehouseId,
        referenceNo: d.reference,
        type: 'PARCEL',
        serviceCode: quote?.service.code ?? null,
        recipient,
        recipientName: recipient.name,
        options: { ...options, ...(d.status === 'SHIPPED' ? { actualPackaging: 'CARTON' as const } : {}) },
        remark: null,
        totalQuantity: items.reduce((s, i) => s + i.quantity, 0),
        skuCount: items.length,
        estimate: priceView(fees, quote),
        createdBy: ctx.accountName,
      },
      d.lines.map(([i, quantity]) => ({
        kind: 'PRODUCT',
        productId: pool[i % pool.length]!,
        combinationId: null,
        quantity,
      })),
      items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      createdAt,
    );
    created++;
    const records: OperationRecordInput[] = [];
    const base = { ...owner, entityType: OUTBOUND_DOCUMENT.entity, entityId: String(row.id) };
    const customer = { userId: ctx.userId, actor: ctx.accountName };
    const warehouse = { userId: null, actor: ctx.warehouseActor, warehouseId: ctx.warehouseId };
    const record = (
      by: { actor: string; userId: number | null; warehouseId?: number },
      action: string,
      from: string | null,
      to: string | null,
      when: Date,
      note?: string,
    ) => records.push({ ...base, ...by, action, fromState: from, toState: to, note: note ?? null, at: when });
    record(customer, 'create', null, 'DRAFT', createdAt);
    const doc = (when: Date) => ({
      warehouseId: ctx.warehouseId,
      documentType: 'OUTBOUND' as const,
      documentNo: row.orderNo,
      at: when,
    });
    const stock = items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
    const held = ['PENDING_OUTBOUND', 'ON_HOLD', 'PROCESSING', 'SHIPPED'].includes(d.status);
    let frozen: { feeRecordId: number; amountMinor: number }[] = [];
    if (submitted) {
      record(customer, 'submit', 'DRAFT', 'PENDING_OUTBOUND', at(0.2));
      if (held) {
        await inventory.reserve(tx, owner, { ...doc(at(0.2)), actor: ctx.accountName, lines: stock });
        for (const fee of fees) {
          const rowFee = await finance.freeze(tx, owner, {
            actor: ctx.accountName,
            at: at(0.2),
            fee: {
              feeType: fee.feeType,
              ...(fee.name ? { name: fee.name } : {}),
              currency: fee.currency,
              unitPriceMinor: fee.unitPriceMinor,
              quantity: String(fee.quantity),
              amountMinor: fee.amountMinor,
              warehouseId: ctx.warehouseId,
              documentType: 'OUTBOUND',
              documentNo: row.orderNo,
            },
          });
          frozen.push({ feeRecordId: rowFee.id, amountMinor: fee.amountMinor });
        }
      }
    }
    const set: Partial<OutboundOrderRow> = {
      status: d.status,
      submittedAt: submitted ? at(0.2) : null,
    };
    if (d.status === 'ON_HOLD') {
      record(customer, 'hold', 'PENDING_OUTBOUND', 'ON_HOLD', at(1), 'Buyer asked to change the size');
      set.holdReasons = [d.hold ?? 'MANUAL'];
    }
    if (d.status === 'PROCESSING' || d.status === 'SHIPPED') {
      record(warehouse, 'start', 'PENDING_OUTBOUND', 'PROCESSING', at(2));
      for (const [k, step] of (['PICKED', 'PACKED', 'LABELLED'] as const).entries()) {
        if (d.status === 'PROCESSING' && k > 1) break;
        record(warehouse, 'progress', 'PROCESSING', 'PROCESSING', at(3 + k), step);
      }
      if (d.status === 'PROCESSING') set.progress = d.progress ?? 'PACKED';
    }
    if (d.status === 'SHIPPED') {
      const shippedAt = at(6);
      await inventory.ship(tx, owner, { ...doc(shippedAt), actor: ctx.warehouseActor, lines: stock });
      await repo.setAllShipped(tx, row.id);
      for (const f of frozen)
        await finance.settle(tx, owner, {
          feeRecordId: f.feeRecordId,
          actualMinor: f.amountMinor,
          actor: ctx.warehouseActor,
          at: shippedAt,
        });
      frozen = [];
      const parcels = d.parcels ?? [['INFO_RECEIVED']];
      const numbers = parcels.map((_, k) => `1Z999AA1${String(row.id).padStart(6, '0')}${k + 1}`);
      record(warehouse, 'ship', 'PROCESSING', 'SHIPPED', shippedAt, numbers.join(', '));
      let deliveredLast: Date | null = null;
      for (const [k, news] of parcels.entries()) {
        const events = news.map((status, e) => ({
          status,
          when: new Date(shippedAt.getTime() + (e + 1) * 14 * HOUR),
        }));
        const last = events[events.length - 1]!;
        const delivered = last.status === 'DELIVERED' ? last.when : null;
        if (delivered && (!deliveredLast || delivered > deliveredLast)) deliveredLast = delivered;
        const [parcel] = await repo.insertShipments(
          tx,
          [
            {
              ...owner,
              orderId: row.id,
              warehouseId: ctx.warehouseId,
              carrier: quote?.service.carrier ?? 'USPS',
              serviceCode: quote?.service.code ?? null,
              trackingNo: numbers[k]!,
              weightG: Math.max(
                100,
                Math.round(items.reduce((s, i) => s + (i.weightG ?? 300) * i.quantity, 0) / parcels.length),
              ),
              trackingStatus: last.status,
              shippedAt,
              deliveredAt: delivered,
              createdBy: ctx.warehouseActor,
            },
          ],
          shippedAt,
        );
        await repo.insertEvents(
          tx,
          events.map((e) => ({
            companyId: ctx.companyId,
            shipmentId: parcel!.id,
            occurredAt: e.when,
            occurredText: e.when.toISOString().replace('.000Z', 'Z'),
            place: EVENT_TEXT[e.status]?.[1] ?? null,
            text: EVENT_TEXT[e.status]?.[0] ?? e.status,
            status: e.status,
          })),
        );
        if (last.status === 'EXCEPTION')
          await todos.raise(tx, {
            ...owner,
            relateType: OUTBOUND_DOCUMENT.todo.type,
            status: 'SHIPPED',
            statusDescZh: OUTBOUND_DOCUMENT.statuses.SHIPPED.zh,
            statusDescEn: OUTBOUND_DOCUMENT.statuses.SHIPPED.en,
            title: bothLanguages((language) =>
              formatMessage('tracking.todoTrouble', language, {
                number: row.orderNo,
                trackingNo: numbers[k]!,
                status: TRACKING_STATUS_LABELS.EXCEPTION[language],
                text: EVENT_TEXT.EXCEPTION![0],
              }),
            ),
            documentType: OUTBOUND_DOCUMENT.entity,
            documentId: row.id,
            documentNo: row.orderNo,
          });
      }
      set.shippedAt = shippedAt;
      set.deliveredAt = parcels.every((p) => p[p.length - 1] === 'DELIVERED') ? deliveredLast : null;
    }
    if (d.status === 'HAS_ERROR') {
      record(
        warehouse,
        'reportError',
        'PENDING_OUTBOUND',
        'HAS_ERROR',
        at(2),
        'The carrier cannot deliver to this address',
      );
      set.errorReason = d.error ?? 'OTHER';
      set.errorNote = 'The carrier cannot deliver to this address';
      await todos.raise(tx, {
        ...owner,
        relateType: OUTBOUND_DOCUMENT.todo.type,
        status: 'HAS_ERROR',
        statusDescZh: OUTBOUND_DOCUMENT.statuses.HAS_ERROR.zh,
        statusDescEn: OUTBOUND_DOCUMENT.statuses.HAS_ERROR.en,
        title: bothLanguages((language) =>
          formatMessage('outbound.todoError', language, {
            number: row.orderNo,
            reason: OUTBOUND_ERROR_LABELS[d.error ?? 'OTHER'][language],
          }),
        ),
        documentType: OUTBOUND_DOCUMENT.entity,
        documentId: row.id,
        documentNo: row.orderNo,
      });
    }
    if (d.status === 'CANCELLED')
      record(customer, 'cancel', 'DRAFT', 'CANCELLED', at(1), 'Buyer cancelled on the store');
    set.frozenFees = frozen.map((f, k) => ({ ...f, feeType: fees[k]!.feeType, currency: fees[k]!.currency }));
    await repo.set(tx, row.id, { ...set, updatedAt: at(6) });
    for (const r of records) await ctx.services.operationRecords.record(tx, r);
  }
  return created;
};
