// The demo company's compensation claims: every state over the last three months. Passed claims pay
// their actual amount through the money kernel at their decision time, like the warehouse's approval.
import { eq } from 'drizzle-orm';
import {
  CLAIM_DOCUMENT,
  CLAIM_NO_PREFIX,
  CURRENCY_SHORT,
  formatBoth,
  fromMinor,
  type ClaimDocumentType,
  type ClaimStatus,
  type ClaimType,
  type Currency,
} from '@oms/contracts';
import { CLAIM_ENTITY } from '../modules/claims/claims.service';
import type { Tx } from '../db/client';
import type { FinanceSeedContext } from './seed-finance-context';
import { claims, operationRecords } from '../schema';
import { documentNo } from '../db/document-no';
import { createDocumentNotices } from '../modules/documents/document-notices.service';
import { DEMO_WAREHOUSE_ACTOR as WAREHOUSE_ACTOR } from './seed-certification';

const DAY = 86_400_000;

type DemoClaim = {
  daysAgo: number;
  related: [ClaimDocumentType, string];
  type: ClaimType;
  reason: string;
  currency: Currency;
  expected: number;
  status: ClaimStatus;
  /** Passed: what was paid; rejected: why. */
  actual?: number;
  rejectReason?: string;
};

const DEMO: DemoClaim[] = [
  {
    daysAgo: 84,
    related: ['OUTBOUND', 'OB2408120031'],
    type: 'LOST',
    reason: '包裹在派送途中丢失，承运商已确认',
    currency: 'USD',
    expected: 4_850,
    status: 'PASSED',
    actual: 4_850,
  },
  {
    daysAgo: 71,
    related: ['INBOUND', 'IB2408020007'],
    type: 'DAMAGED',
    reason: '入库时 3 箱外箱破损，内件受潮',
    currency: 'CNY',
    expected: 120_000,
    status: 'PASSED',
    actual: 72_000,
  },
  {
    daysAgo: 58,
    related: ['OUTBOUND', 'OB2408270112'],
    type: 'WRONG_ITEM',
    reason: '仓库错发 SKU，买家已退回',
    currency: 'USD',
    expected: 2_999,
    status: 'REJECTED',
    rejectReason: 'The outbound record matches the order',
  },
  {
    daysAgo: 44,
    related: ['RETURN', 'RT2409150004'],
    type: 'SHORT_SHIPPED',
    reason: '退货入库少收 2 件',
    currency: 'USD',
    expected: 3_600,
    status: 'CANCELLED',
  },
  {
    daysAgo: 30,
    related: ['OUTBOUND', 'OB2409300045'],
    type: 'SHORT_SHIPPED',
    reason: '订单少发 1 件，买家投诉',
    currency: 'USD',
    expected: 1_599,
    status: 'PASSED',
    actual: 1_599,
  },
  {
    daysAgo: 12,
    related: ['OTHER', 'TK-20241012-88'],
    type: 'OTHER',
    reason: '贴标错误导致平台罚款',
    currency: 'CNY',
    expected: 50_000,
    status: 'REJECTED',
    rejectReason: 'Platform fines are not covered',
  },
  {
    daysAgo: 3,
    related: ['INBOUND', 'IB2410280019'],
    type: 'DAMAGED',
    reason: '托盘倒塌，5 件商品外包装压坏',
    currency: 'USD',
    expected: 7_500,
    status: 'PENDING_REVIEW',
  },
  {
    daysAgo: 1,
    related: ['OUTBOUND', 'OB2411020071'],
    type: 'LOST',
    reason: '物流轨迹停止更新超过 15 天',
    currency: 'CNY',
    expected: 36_800,
    status: 'PENDING_REVIEW',
  },
];

const decisionHours = 26;

type Context = FinanceSeedContext;

/** Claims of the demo company (once: none when it already has some). */
export const seedDemoClaims = async (tx: Tx, ctx: Context): Promise<number> => {
  const existing = await tx.select({ id: claims.id }).from(claims).where(eq(claims.companyId, ctx.companyId));
  if (existing.length > 0) return 0;
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  for (const c of DEMO) {
    const at = new Date(ctx.now.getTime() - c.daysAgo * DAY);
    const decidedAt = new Date(at.getTime() + decisionHours * 3_600_000);
    const decided = c.status === 'PASSED' || c.status === 'REJECTED';
    const [row] = await tx
      .insert(claims)
      .values({
        ...owner,
        claimNo: documentNo(CLAIM_NO_PREFIX, 'claim_numbers', at),
        relatedType: c.related[0],
        relatedNo: c.related[1],
        claimType: c.type,
        reason: c.reason,
        currency: c.currency,
        expectedAmount: c.expected,
        actualAmount: c.status === 'PASSED' ? c.actual! : null,
        status: c.status,
        rejectReason: c.rejectReason ?? null,
        submittedAt: at,
        decidedAt: decided ? decidedAt : null,
        decidedBy: decided ? WAREHOUSE_ACTOR : null,
        createdBy: ctx.accountName,
        createdAt: at,
        updatedAt: c.status === 'PENDING_REVIEW' ? at : decidedAt,
      })
      .returning();
    if (c.status === 'REJECTED')
      await createDocumentNotices(ctx.todos, CLAIM_DOCUMENT)(
        tx,
        { ...owner, id: row!.id, number: row!.claimNo },
        c.status,
        formatBoth('claims.todoRejected', { number: row!.claimNo, reason: c.rejectReason ?? '' }),
        true,
      );
    const base = { ...owner, entityType: CLAIM_ENTITY, entityId: String(row!.id) };
    const records: (typeof operationRecords.$inferInsert)[] = [
      {
        ...base,
        userId: ctx.userId,
        actor: ctx.accountName,
        action: 'create',
        toState: 'PENDING_REVIEW',
        createdAt: at,
      },
    ];
    if (c.status !== 'PENDING_REVIEW') {
      const action = { PASSED: 'approve', REJECTED: 'reject', CANCELLED: 'cancel' }[c.status] ?? 'cancel';
      const note =
        c.status === 'PASSED'
          ? `${CURRENCY_SHORT[c.currency]} ${fromMinor(c.actual!)}`
          : (c.rejectReason ?? null);
      const by =
        c.status === 'CANCELLED'
          ? { userId: ctx.userId, actor: ctx.accountName }
          : { userId: null, actor: WAREHOUSE_ACTOR };
      records.push({
        ...base,
        ...by,
        action,
        fromState: 'PENDING_REVIEW',
        toState: c.status,
        note,
        createdAt: decidedAt,
      });
    }
    await tx.insert(operationRecords).values(records);
    if (c.status === 'PASSED')
      await ctx.finance.credit(tx, owner, {
        currency: c.currency,
        amountMinor: c.actual!,
        type: 'COMPENSATION',
        documentType: 'CLAIM',
        documentNo: row!.claimNo,
        note: row!.claimNo,
        actor: WAREHOUSE_ACTOR,
        at: decidedAt,
      });
  }
  return DEMO.length;
};
