// The demo company's recharges over the last three months: online and offline, in every state. Passed
// ones credit their actual amount through the money kernel at their approval time (large ones in
// month −3 so the later fees have money to take, smaller top-ups since), plus one offline recharge
// pending in each currency, a rejected one with its reason and a cancelled one.
import { toBuffer } from 'bwip-js/node';
import { and, asc, eq } from 'drizzle-orm';
import {
  RECHARGE_DOCUMENT,
  PAYMENT_FAILED_REASON,
  RECHARGE_MANAGE_CODES,
  type Currency,
  type RechargeStatus,
  type RechargeType,
} from '@oms/contracts';
import { rejectedTitle } from '../modules/recharges/recharges.service';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client';
import type { FinanceSeedContext } from './seed-finance-context';
import { files, operationRecords, rechargeReceivingAccounts, recharges, thirdPayAccounts } from '../schema';
import { DEFAULT_RECEIVING_ACCOUNTS } from '../modules/recharges/recharges.service';
import { dayStamp } from '../db/document-no';
import { createDocumentNotices } from '../modules/documents/document-notices.service';
import { DEMO_WAREHOUSE_ACTOR as WAREHOUSE_ACTOR } from './seed-certification';

type Context = FinanceSeedContext;

const DAY = 86_400_000;
const HOUR = 3_600_000;

type DemoRecharge = {
  daysAgo: number;
  type: RechargeType;
  currency: Currency;
  /** Minor units. */
  amount: number;
  status: RechargeStatus;
  /** Passed offline ones: what arrived (bank fees taken), when it differs. */
  actual?: number;
  serial?: string;
  rejectReason?: string;
};

const DEMO: DemoRecharge[] = [
  {
    daysAgo: 88,
    type: 'OFFLINE',
    currency: 'CNY',
    amount: 5_000_000,
    status: 'PASSED',
    serial: 'CMB20240301-88231',
  },
  {
    daysAgo: 86,
    type: 'OFFLINE',
    currency: 'USD',
    amount: 800_000,
    actual: 799_500,
    status: 'PASSED',
    serial: 'BOCHK-TT-556120',
  },
  { daysAgo: 84, type: 'ONLINE', currency: 'CNY', amount: 1_000_000, status: 'PASSED' },
  { daysAgo: 83, type: 'ONLINE', currency: 'USD', amount: 100_000, status: 'PASSED' },
  {
    daysAgo: 70,
    type: 'OFFLINE',
    currency: 'CNY',
    amount: 300_000,
    status: 'REJECTED',
    serial: 'ICBC-0412-REJECT',
    rejectReason: 'No incoming transfer matches this serial; check it and submit again',
  },
  {
    daysAgo: 66,
    type: 'ONLINE',
    currency: 'CNY',
    amount: 200_000,
    status: 'REJECTED',
    rejectReason: PAYMENT_FAILED_REASON,
  },
  {
    daysAgo: 58,
    type: 'OFFLINE',
    currency: 'CNY',
    amount: 800_000,
    status: 'PASSED',
    serial: 'CMB20240502-10077',
  },
  {
    daysAgo: 51,
    type: 'OFFLINE',
    currency: 'USD',
    amount: 150_000,
    status: 'CANCELLED',
    serial: 'PINGPONG-PP-77310',
  },
  { daysAgo: 45, type: 'ONLINE', currency: 'USD', amount: 50_000, status: 'PASSED' },
  {
    daysAgo: 30,
    type: 'OFFLINE',
    currency: 'USD',
    amount: 120_000,
    actual: 119_000,
    status: 'PASSED',
    serial: 'WF-20240603-4410',
  },
  { daysAgo: 22, type: 'ONLINE', currency: 'CNY', amount: 500_000, status: 'PASSED' },
  { daysAgo: 12, type: 'ONLINE', currency: 'USD', amount: 30_000, status: 'CANCELLED' },
  { daysAgo: 6, type: 'ONLINE', currency: 'CNY', amount: 300_000, status: 'PASSED' },
  {
    daysAgo: 2,
    type: 'OFFLINE',
    currency: 'CNY',
    amount: 2_000_000,
    status: 'PENDING_REVIEW',
    serial: 'CMB20240708-33019',
  },
  {
    daysAgo: 1,
    type: 'OFFLINE',
    currency: 'USD',
    amount: 300_000,
    status: 'PENDING_REVIEW',
    serial: 'BOCHK-TT-601877',
  },
];

const number = (at: Date, i: number) => `RC${dayStamp(at)}${String(100_100 + i * 37).padStart(6, '0')}`;

/** A remittance slip: a small PNG carrying the serial as a code, stored like an upload the recharge uses. */
const slipOf = async (tx: Tx, ctx: Context, serial: string, at: Date) => {
  const png = await toBuffer({
    bcid: 'code128',
    text: serial,
    scale: 2,
    height: 14,
    includetext: true,
    paddingwidth: 16,
    paddingheight: 16,
    backgroundcolor: 'FFFFFF',
  });
  const { key, size } = await ctx.storage.put(png);
  const [row] = await tx
    .insert(files)
    .values({
      tenantId: ctx.tenantId,
      companyId: ctx.companyId,
      userId: ctx.userId,
      kind: 'upload',
      module: 'recharges',
      name: `remittance-${serial.toLowerCase()}.png`,
      mime: 'image/png',
      size,
      status: 'ATTACHED',
      readCodes: [RECHARGE_MANAGE_CODES.view],
      storageKey: key,
      expiresAt: null,
      createdAt: at,
    })
    .returning({ id: files.id });
  return row!.id;
};

export const seedDemoRecharges = async (tx: Tx, ctx: Context): Promise<number> => {
  const [any] = await tx
    .select({ id: recharges.id })
    .from(recharges)
    .where(eq(recharges.companyId, ctx.companyId))
    .limit(1);
  if (any) return 0;
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  let accounts = await tx
    .select()
    .from(rechargeReceivingAccounts)
    .where(eq(rechargeReceivingAccounts.tenantId, ctx.tenantId));
  if (accounts.length === 0)
    accounts = await tx
      .insert(rechargeReceivingAccounts)
      .values(DEFAULT_RECEIVING_ACCOUNTS.map((a) => ({ ...a, tenantId: ctx.tenantId })))
      .returning();
  const [payer] = await tx
    .select({ id: thirdPayAccounts.id })
    .from(thirdPayAccounts)
    .where(and(eq(thirdPayAccounts.companyId, ctx.companyId), eq(thirdPayAccounts.status, 'ENABLED')))
    .orderBy(asc(thirdPayAccounts.id))
    .limit(1);

  for (const [i, d] of DEMO.entries()) {
    const createdAt = new Date(ctx.now.getTime() - d.daysAgo * DAY - 5 * HOUR);
    const decided =
      d.status === 'PENDING_REVIEW'
        ? null
        : new Date(createdAt.getTime() + (d.type === 'ONLINE' ? 0.05 : 6) * HOUR);
    const account = accounts.find((a) => a.currency === d.currency)!;
    const offline = d.type === 'OFFLINE';
    const passed = d.status === 'PASSED';
    const actual = passed ? (d.actual ?? d.amount) : null;
    const no = number(createdAt, i);
    const onlineActor = d.status === 'CANCELLED' ? ctx.accountName : 'SANDBOX';
    const decider = d.status === 'CANCELLED' ? ctx.accountName : offline ? WAREHOUSE_ACTOR : 'SANDBOX';
    const providerRef = !offline && passed ? `SBX${randomBytes(8).toString('hex').toUpperCase()}` : null;
    const [row] = await tx
      .insert(recharges)
      .values({
        ...owner,
        number: no,
        type: d.type,
        currency: d.currency,
        amount: d.amount,
        actualAmount: actual,
        receivingBank: offline ? account.bankName : null,
        receivingAccountName: offline ? account.accountName : null,
        receivingAccountNumber: offline ? account.accountNumber : null,
        payerAccountId: offline ? (payer?.id ?? null) : null,
        serial: offline ? d.serial! : null,
        attachmentFileId: offline ? await slipOf(tx, ctx, d.serial!, createdAt) : null,
        provider: offline ? null : 'SANDBOX',
        paymentToken: offline ? null : randomBytes(32).toString('base64url'),
        providerRef,
        status: d.status,
        rejectReason: d.rejectReason ?? null,
        submittedAt: createdAt,
        decidedAt: decided,
        decidedBy: decided ? (offline ? decider : onlineActor) : null,
        createdBy: ctx.accountName,
        updatedBy: null,
        createdAt,
        updatedAt: decided ?? createdAt,
      })
      .returning({ id: recharges.id });
    if (d.status === 'REJECTED')
      await createDocumentNotices(ctx.todos, RECHARGE_DOCUMENT)(
        tx,
        { ...owner, id: row!.id, number: no },
        d.status,
        rejectedTitle(no, d.rejectReason ?? null),
        true,
      );
    const records: {
      action: string;
      fromState: string | null;
      toState: string;
      actor: string;
      at: Date;
      note: string | null;
    }[] = [
      {
        action: 'create',
        fromState: null,
        toState: 'PENDING_REVIEW',
        actor: ctx.accountName,
        at: createdAt,
        note: d.serial ?? null,
      },
    ];
    if (decided) {
      const action =
        d.status === 'CANCELLED'
          ? 'cancel'
          : offline
            ? passed
              ? 'approve'
              : 'reject'
            : passed
              ? 'paid'
              : 'payFailed';
      records.push({
        action,
        fromState: 'PENDING_REVIEW',
        toState: d.status,
        actor: decider,
        at: decided,
        note: action === 'payFailed' ? null : (d.rejectReason ?? null),
      });
    }
    await tx.insert(operationRecords).values(
      records.map((r) => ({
        ...owner,
        userId: r.actor === ctx.accountName ? ctx.userId : null,
        actor: r.actor,
        entityType: 'recharges',
        entityId: String(row!.id),
        action: r.action,
        fromState: r.fromState,
        toState: r.toState,
        note: r.note,
        createdAt: r.at,
      })),
    );
    if (passed && decided)
      await ctx.finance.credit(tx, owner, {
        currency: d.currency,
        amountMinor: actual!,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: no,
        note: offline ? d.serial! : providerRef,
        actor: decider,
        at: decided,
      });
  }
  return DEMO.length;
};
