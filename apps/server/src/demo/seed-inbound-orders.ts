// The demo company's inbound orders (issue 11): one or more in each state at LAX, with their
// milestones and timelines at past dates. Approved orders put their forecast in transit and completed
// ones are put away through the inventory kernel at their completion date (so the stock has lots of
// several ages); their warehouse fees go through the money kernel at the same dates.
import { and, asc, eq } from 'drizzle-orm';
import {
  INBOUND_DOCUMENT,
  HEAD_LEGS,
  INBOUND_ORDER_NO_PREFIX,
  approvedStateOf,
  formatBoth,
  type HeadLegService,
  type InboundStatus,
  type Milestone,
  type PricedFeeType,
} from '@oms/contracts';
import { InsufficientFunds } from '../modules/finance/finance.service';
import type { Tx } from '../db/client';
import { DEMO_SIGNED_WAREHOUSE, DEMO_WAREHOUSE_ACTOR as WAREHOUSE_ACTOR } from './seed-certification';
import type { OrderSeedContext } from './seed-orders-context';
import {
  inboundMilestones,
  inboundOrderLines,
  inboundOrders,
  operationRecords,
  products,
  warehouses,
} from '../schema';
import { dayStamp, documentNo } from '../db/document-no';
import { createDocumentNotices } from '../modules/documents/document-notices.service';

const DAY = 86_400_000;

type Demo = {
  daysAgo: number;
  status: InboundStatus;
  headLeg: HeadLegService;
  /** [index of the demo's passed products, boxes] */
  lines: [number, number][];
  /** Pieces received minus forecast, per line (received orders). */
  deltas?: number[];
  containerNo?: string;
  /** HAS_ERROR: the state the error interrupted. */
  errorFrom?: InboundStatus;
};

const DEMO: Demo[] = [
  {
    daysAgo: 230,
    status: 'COMPLETED',
    headLeg: 'SEA_FCL',
    lines: [
      [0, 12],
      [1, 6],
    ],
    containerNo: 'MSKU7301245',
  },
  {
    daysAgo: 160,
    status: 'COMPLETED',
    headLeg: 'SEA_LCL',
    lines: [
      [2, 8],
      [3, 4],
    ],
    containerNo: 'TGHU8812034',
  },
  {
    daysAgo: 110,
    status: 'COMPLETED',
    headLeg: 'TRUCK',
    lines: [
      [0, 5],
      [2, 5],
    ],
    deltas: [-2, 0],
  },
  {
    daysAgo: 75,
    status: 'COMPLETED',
    headLeg: 'EXPRESS',
    lines: [
      [1, 3],
      [3, 2],
    ],
    deltas: [0, 3],
  },
  {
    daysAgo: 60,
    status: 'COMPLETED',
    headLeg: 'SELF_DELIVERY',
    lines: [
      [0, 4],
      [1, 4],
      [2, 2],
    ],
  },
  { daysAgo: 20, status: 'TO_BE_STOCKED', headLeg: 'SEA_FCL', lines: [[3, 6]], containerNo: 'CMAU5520187' },
  {
    daysAgo: 15,
    status: 'WITH_DIFFERENCE',
    headLeg: 'TRUCK',
    lines: [
      [0, 3],
      [2, 2],
    ],
    deltas: [-1, 2],
  },
  {
    daysAgo: 12,
    status: 'RECEIVING',
    headLeg: 'SEA_FCL',
    lines: [
      [1, 5],
      [2, 5],
    ],
    containerNo: 'OOLU6612093',
  },
  { daysAgo: 10, status: 'ARRIVED', headLeg: 'EXPRESS', lines: [[3, 2]] },
  {
    daysAgo: 18,
    status: 'PENDING_INBOUND',
    headLeg: 'SEA_FCL',
    lines: [
      [0, 10],
      [3, 5],
    ],
    containerNo: 'MSCU4409812',
  },
  { daysAgo: 14, status: 'PENDING_INBOUND', headLeg: 'SEA_LCL', lines: [[1, 6]], containerNo: 'EGHU3390127' },
  { daysAgo: 9, status: 'PENDING_INBOUND', headLeg: 'TRUCK', lines: [[2, 4]] },
  { daysAgo: 6, status: 'AWAITING_COLLECTION', headLeg: 'EXPRESS', lines: [[0, 2]] },
  {
    daysAgo: 5,
    status: 'PENDING_CONSOLIDATION',
    headLeg: 'SEA_LCL',
    lines: [
      [1, 3],
      [2, 3],
    ],
  },
  {
    daysAgo: 4,
    status: 'PENDING_LOADING_SUPERVISION',
    headLeg: 'SEA_FCL',
    lines: [[3, 8]],
    containerNo: 'HLXU2218840',
  },
  {
    daysAgo: 2,
    status: 'PENDING_REVIEW',
    headLeg: 'SELF_DELIVERY',
    lines: [
      [0, 1],
      [1, 1],
    ],
  },
  { daysAgo: 8, status: 'REJECTED', headLeg: 'SEA_FCL', lines: [[2, 6]], containerNo: 'REJECT-0001' },
  {
    daysAgo: 25,
    status: 'HAS_ERROR',
    headLeg: 'SEA_FCL',
    lines: [[0, 6]],
    containerNo: 'TCLU9031274',
    errorFrom: 'PENDING_INBOUND',
  },
  { daysAgo: 40, status: 'CANCELLED', headLeg: 'SELF_DELIVERY', lines: [[3, 2]] },
  { daysAgo: 1, status: 'DRAFT', headLeg: 'EXPRESS', lines: [[1, 2]] },
];

type StepDef = { action: string; to: InboundStatus; customer?: boolean; milestones?: readonly Milestone[] };

/** The steps from creation to `d.status`, in order (the path the product takes). */
const pathOf = (d: Demo): StepDef[] => {
  const approved = approvedStateOf(d.headLeg);
  const diff = (d.deltas ?? []).some((x) => x !== 0);
  const full: StepDef[] = [
    { action: 'submit', to: 'PENDING_REVIEW', customer: true },
    { action: 'approve', to: approved },
    ...(approved === 'PENDING_INBOUND'
      ? []
      : [
          {
            action: 'dispatch',
            to: 'PENDING_INBOUND' as const,
            milestones: HEAD_LEGS[d.headLeg].transit,
          },
        ]),
    { action: 'arrive', to: 'ARRIVED', milestones: [HEAD_LEGS[d.headLeg].arrival] },
    { action: 'startReceiving', to: 'RECEIVING' },
    { action: 'finishReceiving', to: diff ? 'WITH_DIFFERENCE' : 'TO_BE_STOCKED', milestones: ['RECEIPT'] },
    ...(diff ? [{ action: 'confirmDifference', to: 'TO_BE_STOCKED' as const, customer: true }] : []),
    { action: 'putAway', to: 'COMPLETED', milestones: ['PUT_AWAY'] },
  ];
  if (d.status === 'DRAFT') return [];
  if (d.status === 'REJECTED') return [full[0]!, { action: 'reject', to: 'REJECTED' }];
  if (d.status === 'CANCELLED')
    return [...full.slice(0, 2), { action: 'cancel', to: 'CANCELLED', customer: true }];
  const target = d.status === 'HAS_ERROR' ? d.errorFrom! : d.status;
  const end = full.findIndex((s) => s.to === target);
  const steps = full.slice(0, end + 1);
  return d.status === 'HAS_ERROR' ? [...steps, { action: 'error', to: 'HAS_ERROR' }] : steps;
};

/** The carrier fields of a demo order by its head-leg (a sea order's line is named by its container). */
const carrierOf = (headLeg: HeadLegService, containerNo: string | null, n: number) => {
  if (headLeg === 'EXPRESS')
    return { shippingCompany: 'UPS', deliveryNo: `1Z999AA1${String(1_000_000 + n * 7_919)}` };
  if (headLeg === 'TRUCK')
    return { shippingCompany: 'Pacific Drayage', truckNo: `7XKD${512 + n}`, driver: 'Miguel Reyes' };
  return { shippingCompany: containerNo ? 'MAERSK' : null };
};

/** Inbound orders of the demo company (once: none when it already has some). */
export const seedDemoInboundOrders = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const existing = await tx
    .select({ id: inboundOrders.id })
    .from(inboundOrders)
    .where(eq(inboundOrders.companyId, ctx.companyId))
    .limit(1);
  if (existing.length > 0) return 0;
  const [lax] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ctx.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  const passed = await tx
    .select({ id: products.id, piecesPerCarton: products.piecesPerCarton })
    .from(products)
    .where(and(eq(products.companyId, ctx.companyId), eq(products.status, 'PASSED')))
    .orderBy(asc(products.id));
  if (!lax || passed.length === 0) return 0;
  const { inventory, finance, rateCards, todos } = ctx.services;
  const { overReceipts } = ctx.services;

  // The demo's history charges what a real one did; a fee the company could not afford then is skipped.
  const charge = async (orderNo: string, feeType: PricedFeeType, quantity: number, at: Date) => {
    const price = await rateCards.cardPrice(tx, lax.id, feeType, { quantity: String(quantity) });
    if (!price) return;
    try {
      await finance.charge(tx, owner, {
        actor: WAREHOUSE_ACTOR,
        at,
        fee: { ...price, warehouseId: lax.id, documentType: 'INBOUND', documentNo: orderNo },
      });
    } catch (e) {
      if (!(e instanceof InsufficientFunds)) throw e;
    }
  };

  let created = 0;
  for (const d of DEMO) {
    const createdAt = new Date(ctx.now.getTime() - d.daysAgo * DAY);
    const steps = pathOf(d);
    const stepMs = Math.min(3 * DAY, (d.daysAgo * DAY * 0.8) / Math.max(1, steps.length));
    const at = (i: number) => new Date(createdAt.getTime() + (i + 1) * stepMs);
    const lines = d.lines.map(([p, boxes], i) => {
      const product = passed[p % passed.length]!;
      const quantity = boxes * product.piecesPerCarton;
      return { productId: product.id, boxes, quantity, delta: d.deltas?.[i] ?? 0 };
    });
    const when = (action: string) => {
      const i = steps.findIndex((s) => s.action === action);
      return i < 0 ? null : at(i);
    };
    const received = steps.some((s) => s.action === 'finishReceiving');
    const [order] = await tx
      .insert(inboundOrders)
      .values({
        ...owner,
        warehouseId: lax.id,
        orderNo: documentNo(INBOUND_ORDER_NO_PREFIX, 'inbound_order_numbers', createdAt),
        inboundType: 'STANDARD',
        headLeg: d.headLeg,
        status: d.status,
        errorFromStatus: d.errorFrom ?? null,
        errorReason: d.status === 'HAS_ERROR' ? 'Held for customs inspection' : null,
        rejectReason: d.status === 'REJECTED' ? 'The container number does not match the booking' : null,
        expectedArrival: new Date(createdAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
        containerNo: d.containerNo ?? null,
        containerType: d.headLeg === 'SEA_FCL' ? '40HQ' : null,
        ...carrierOf(d.headLeg, d.containerNo ?? null, created),
        billOfLading: d.containerNo ? `BL${dayStamp(createdAt)}${created}` : null,
        portOfLoading: d.headLeg.startsWith('SEA') ? 'Shenzhen Yantian' : null,
        portOfDestination: d.headLeg.startsWith('SEA') ? 'Los Angeles' : null,
        etd: d.headLeg.startsWith('SEA')
          ? new Date(createdAt.getTime() + 5 * DAY).toISOString().slice(0, 10)
          : null,
        eta: d.headLeg.startsWith('SEA')
          ? new Date(createdAt.getTime() + 25 * DAY).toISOString().slice(0, 10)
          : null,
        totalBoxes: lines.reduce((n, l) => n + l.boxes, 0),
        totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
        receivedBoxes: received ? lines.reduce((n, l) => n + l.boxes, 0) : null,
        receivedQuantity: received ? lines.reduce((n, l) => n + l.quantity + l.delta, 0) : null,
        differenceConfirmedAt: when('confirmDifference'),
        createdBy: ctx.accountName,
        submittedAt: when('submit'),
        approvedAt: when('approve'),
        completedAt: when('putAway'),
        createdAt,
        updatedAt: steps.length > 0 ? at(steps.length - 1) : createdAt,
      })
      .returning();
    const o = order!;
    const lineRows = await tx
      .insert(inboundOrderLines)
      .values(
        lines.map((l, i) => ({
          orderId: o.id,
          companyId: ctx.companyId,
          productId: l.productId,
          position: i + 1,
          boxes: l.boxes,
          quantity: l.quantity,
          receivedBoxes: received || (d.status === 'RECEIVING' && i === 0) ? l.boxes : null,
          receivedQuantity: received || (d.status === 'RECEIVING' && i === 0) ? l.quantity + l.delta : null,
          putAwayQuantity: d.status === 'COMPLETED' ? Math.min(l.quantity, l.quantity + l.delta) : null,
        })),
      )
      .returning();
    const base = { ...owner, entityType: INBOUND_DOCUMENT.entity, entityId: String(o.id) };
    const records: (typeof operationRecords.$inferInsert)[] = [
      { ...base, userId: ctx.userId, actor: ctx.accountName, action: 'create', toState: 'DRAFT', createdAt },
    ];
    let from: InboundStatus = 'DRAFT';
    const doc = (stepAt: Date) => ({
      warehouseId: lax.id,
      documentType: 'INBOUND' as const,
      documentNo: o.orderNo,
      actor: WAREHOUSE_ACTOR,
      at: stepAt,
    });
    for (const [i, s] of steps.entries()) {
      const stepAt = at(i);
      const by = s.customer
        ? { userId: ctx.userId, actor: ctx.accountName }
        : { userId: null, actor: WAREHOUSE_ACTOR, warehouseId: lax.id };
      records.push({ ...base, ...by, action: s.action, fromState: from, toState: s.to, createdAt: stepAt });
      for (const [j, m] of (s.milestones ?? []).entries())
        await tx.insert(inboundMilestones).values({
          orderId: o.id,
          companyId: ctx.companyId,
          milestone: m,
          occurredAt: new Date(stepAt.getTime() - (3 - j) * 3_600_000 * 20),
          createdBy: WAREHOUSE_ACTOR,
        });
      if (s.action === 'approve')
        await inventory.expect(tx, owner, {
          ...doc(stepAt),
          lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        });
      if (s.action === 'cancel' && from !== 'PENDING_REVIEW')
        await inventory.unexpect(tx, owner, {
          ...doc(stepAt),
          lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        });
      if (s.action === 'arrive' && (d.headLeg === 'SEA_FCL' || d.headLeg === 'TRUCK'))
        await charge(o.orderNo, 'UNLOADING', 1, stepAt);
      if (s.action === 'finishReceiving') {
        await charge(
          o.orderNo,
          'INBOUND_HANDLING',
          lines.reduce((n, l) => n + l.boxes, 0),
          stepAt,
        );
        for (const [j, l] of lines.entries())
          if (l.delta > 0)
            await overReceipts.record(
              tx,
              owner,
              {
                warehouseId: lax.id,
                inboundOrderId: o.id,
                inboundOrderNo: o.orderNo,
                lineId: lineRows[j]!.id,
                productId: l.productId,
                forecast: l.quantity,
                received: l.quantity + l.delta,
                actor: WAREHOUSE_ACTOR,
              },
              stepAt,
            );
      }
      if (s.action === 'putAway') {
        const stock = lines.map((l) => ({
          productId: l.productId,
          fromTransit: l.quantity,
          quantity: Math.min(l.quantity, l.quantity + l.delta),
        }));
        await inventory.receive(tx, owner, { ...doc(stepAt), lines: stock });
        await charge(
          o.orderNo,
          'PUT_AWAY',
          stock.reduce((n, l) => n + l.quantity, 0),
          stepAt,
        );
      }
      from = s.to;
    }
    await tx.insert(operationRecords).values(records);
    const waits =
      d.status === 'REJECTED'
        ? formatBoth('inboundOrders.todoRejected', { number: o.orderNo, reason: o.rejectReason ?? '' })
        : d.status === 'WITH_DIFFERENCE'
          ? formatBoth('inboundOrders.todoDifference', { number: o.orderNo })
          : d.status === 'HAS_ERROR'
            ? formatBoth('inboundOrders.todoError', { number: o.orderNo, reason: o.errorReason ?? '' })
            : d.status === 'PENDING_INBOUND' && d.headLeg !== 'EXPRESS' && d.headLeg !== 'SELF_DELIVERY'
              ? formatBoth('inboundOrders.todoBook', { number: o.orderNo })
              : null;
    if (waits)
      await createDocumentNotices(todos, INBOUND_DOCUMENT)(
        tx,
        { ...owner, id: o.id, number: o.orderNo },
        d.status,
        waits,
        true,
      );
    created++;
  }
  return created;
};
