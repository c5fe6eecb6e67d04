import { defineFields } from './fields';
import type { StatusColor } from './document';
import { defineMachine } from './state-machine';
import { TODO_TYPE } from './todo-types';

// The outbound order's states, their names and colours, its machine, and the reasons an order waits
// or fails (issue 24 §1, PRODUCT.md §4 "Outbound orders"). Kept apart from its schemas, as the other
// documents' are; the descriptor (`outbound-orders-document.ts`) joins these when the pages land.

export const OUTBOUND_CODE = 'OMS_ORDEROUTWAREHOUSE';
/** The timeline's entity type (operation records) and the to-dos' document type. */
export const OUTBOUND_ENTITY = 'outbound-orders';
/** The to-do type its moves raise (specification §2, type 4), with its name. */
export const OUTBOUND_TODO = {
  type: TODO_TYPE.outbound,
  zh: '出库单',
  en: 'Outbound order',
  withStatus: true,
} as const;
/** The portal's own order numbers start with this (OB + yyyymmdd + serial). */
export const OUTBOUND_ORDER_NO_PREFIX = 'OB';

export const OUTBOUND_STATUSES = [
  'DRAFT',
  'PENDING_OUTBOUND',
  'ON_HOLD',
  'PROCESSING',
  'SHIPPED',
  'HAS_ERROR',
  'CANCELLED',
] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export const OUTBOUND_STATUS_LABELS = defineFields<OutboundStatus>({
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_OUTBOUND: { zh: '待出库', en: 'Pending outbound' },
  ON_HOLD: { zh: '已挂起', en: 'On hold' },
  PROCESSING: { zh: '处理中', en: 'Processing' },
  SHIPPED: { zh: '已出库', en: 'Shipped' },
  HAS_ERROR: { zh: '异常', en: 'Has error' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});
export const OUTBOUND_STATUS_COLORS = {
  DRAFT: 'default',
  PENDING_OUTBOUND: 'processing',
  ON_HOLD: 'warning',
  PROCESSING: 'blue',
  SHIPPED: 'success',
  HAS_ERROR: 'error',
  CANCELLED: 'default',
} as const satisfies Record<OutboundStatus, StatusColor>;

/**
 * Why an order waits (several at once; it leaves hold when none is left): the balance cannot cover
 * its estimate (cleared by the system when a recharge or a refund makes it possible), its address
 * needs a look, or the customer held it.
 */
export const HOLD_REASONS = ['BALANCE', 'ADDRESS', 'MANUAL'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS = defineFields<HoldReason>({
  BALANCE: { zh: '余额不足', en: 'Insufficient balance' },
  ADDRESS: { zh: '地址待确认', en: 'Address to confirm' },
  MANUAL: { zh: '客户挂起', en: 'Held by you' },
});

/** Why the warehouse could not go on with an order: the customer fixes it and submits again. */
export const OUTBOUND_ERROR_REASONS = [
  'SHORTAGE',
  'UNKNOWN_SKU',
  'ADDRESS_INVALID',
  'CARRIER_REFUSED',
  'LABEL_FAILED',
  'OTHER',
] as const;
export type OutboundErrorReason = (typeof OUTBOUND_ERROR_REASONS)[number];
export const OUTBOUND_ERROR_LABELS = defineFields<OutboundErrorReason>({
  SHORTAGE: { zh: '库存不足', en: 'Stock shortage' },
  UNKNOWN_SKU: { zh: 'SKU 不存在', en: 'Unknown SKU' },
  ADDRESS_INVALID: { zh: '地址无效', en: 'Invalid address' },
  CARRIER_REFUSED: { zh: '承运商拒收', en: 'Refused by the carrier' },
  LABEL_FAILED: { zh: '面单获取失败', en: 'Label failed' },
  OTHER: { zh: '其他', en: 'Other' },
});

/** The warehouse's steps while processing, in order, as the customer sees them happen. */
export const OUTBOUND_PROGRESS = ['PICKED', 'PACKED', 'LABELLED'] as const;
export type OutboundProgress = (typeof OUTBOUND_PROGRESS)[number];
export const OUTBOUND_PROGRESS_LABELS = defineFields<OutboundProgress>({
  PICKED: { zh: '已拣货', en: 'Picked' },
  PACKED: { zh: '已打包', en: 'Packed' },
  LABELLED: { zh: '已贴面单', en: 'Labelled' },
});

/** A cancel asked while the warehouse picks: it accepts (the order is cancelled) or refuses. */
export const INTERCEPTION_STATES = ['REQUESTED', 'ACCEPTED', 'REFUSED'] as const;
export type InterceptionState = (typeof INTERCEPTION_STATES)[number];
export const INTERCEPTION_LABELS = defineFields<InterceptionState>({
  REQUESTED: { zh: '拦截申请中', en: 'Interception requested' },
  ACCEPTED: { zh: '已拦截', en: 'Intercepted' },
  REFUSED: { zh: '拦截失败', en: 'Interception refused' },
});

/**
 * DRAFT →C submit→ PENDING_OUTBOUND (stock reserved, estimate frozen) or ON_HOLD (stock reserved,
 * the balance short) →W start→ PROCESSING →W ship→ SHIPPED. A hold's reasons are added and cleared
 * one by one (`hold`, `release`, the system's `releaseBalance`): the order leaves hold when none is
 * left. A cancel before processing releases stock and money; while processing it is an interception
 * request the warehouse answers (`answerInterception`: CANCELLED or still PROCESSING). The warehouse
 * reports an error (HAS_ERROR, stock and money released); the customer edits and submits again.
 * `submit`, `release`, `releaseBalance` and `answerInterception` have no fixed `to`: the order decides.
 */
export const OUTBOUND_MACHINE = defineMachine({
  states: OUTBOUND_STATUSES,
  initial: 'DRAFT',
  transitions: {
    edit: { from: ['DRAFT', 'HAS_ERROR'], by: 'customer' },
    delete: { from: ['DRAFT'], by: 'customer' },
    submit: { from: ['DRAFT', 'HAS_ERROR'], by: 'customer' },
    hold: { from: ['PENDING_OUTBOUND', 'ON_HOLD'], to: 'ON_HOLD', by: 'customer' },
    release: { from: ['ON_HOLD'], by: 'customer' },
    releaseBalance: { from: ['ON_HOLD'], by: 'system' },
    cancel: { from: ['DRAFT', 'PENDING_OUTBOUND', 'ON_HOLD', 'HAS_ERROR'], to: 'CANCELLED', by: 'customer' },
    intercept: { from: ['PROCESSING'], by: 'customer' },
    start: { from: ['PENDING_OUTBOUND'], to: 'PROCESSING', by: 'warehouse' },
    progress: { from: ['PROCESSING'], by: 'warehouse' },
    answerInterception: { from: ['PROCESSING'], by: 'warehouse' },
    ship: { from: ['PROCESSING'], to: 'SHIPPED', by: 'warehouse' },
    reportError: { from: ['PENDING_OUTBOUND', 'PROCESSING'], to: 'HAS_ERROR', by: 'warehouse' },
  },
});
export type OutboundAction = keyof typeof OUTBOUND_MACHINE.transitions;

/** States in which the order holds reserved stock (released on cancel or error, shipped on ship). */
export const STOCK_HELD_STATES: readonly OutboundStatus[] = ['PENDING_OUTBOUND', 'ON_HOLD', 'PROCESSING'];
