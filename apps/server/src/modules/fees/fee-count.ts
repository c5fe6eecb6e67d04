import {
  fromMinor,
  zonedMidnight,
  type FeeCountGranularity,
  type FeeCountRequest,
  type FeeCountResult,
  type FeeType,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../core/context';
import { feesRepository as repo } from './fees.repository';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Where a day (YYYY-MM-DD) of the finance calendar begins, moved by `days` whole days. */
const midnightOf = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + days);
};

/** The first day of the bucket holding `day` (weeks start on Monday, like PostgreSQL's). */
const bucketStart = (day: string, granularity: FeeCountGranularity) => {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 8)}01`;
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - weekday * DAY_MS);
};

/** Every bucket of the period, oldest first. */
export const bucketsOf = (from: string, to: string, granularity: FeeCountGranularity) => {
  const out: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const bucket = bucketStart(dayOf(ms), granularity);
    if (out[out.length - 1] !== bucket) out.push(bucket);
  }
  return out;
};

type Auth = Pick<AuthContext, 'companyId' | 'tenantId'>;

/**
 * Fee statistics of a period and currency: net amounts (deducted − refunded) by fee type, by
 * warehouse and by day/week/month of the finance calendar, from one grouped query over the
 * company's fee lines (not the daily roll-up: its count cannot tell a released freeze, deducted 0,
 * from a charged line).
 */
export const createFeeCount = (db: DbOrTx) => async (auth: Auth, input: FeeCountRequest) => {
  const rows = await repo.countBy(db, auth.companyId, {
    currency: input.currency,
    start: midnightOf(input.from),
    end: midnightOf(input.to, 1),
    granularity: input.granularity,
  });
  const warehouses = new Map((await repo.warehousesOf(db, auth.tenantId)).map((w) => [w.id, w]));
  const buckets = bucketsOf(input.from, input.to, input.granularity);
  const index = new Map(buckets.map((b, i) => [b, i]));

  const byType = new Map<FeeType, { amount: number; count: number }>();
  const byWarehouse = new Map<number | null, { amount: number; count: number }>();
  const series = new Map<FeeType, number[]>();
  const cells = new Map<string, { bucket: string; feeType: FeeType; amount: number; count: number }>();
  let total = 0;
  let lines = 0;
  const add = <K>(map: Map<K, { amount: number; count: number }>, key: K, amount: number, n: number) => {
    const v = map.get(key) ?? { amount: 0, count: 0 };
    map.set(key, { amount: v.amount + amount, count: v.count + n });
  };
  for (const r of rows) {
    const amount = Number(r.amount);
    total += amount;
    lines += r.count;
    add(byType, r.feeType, amount, r.count);
    add(byWarehouse, r.warehouseId, amount, r.count);
    const i = index.get(r.bucket);
    if (i !== undefined) {
      const s = series.get(r.feeType) ?? buckets.map(() => 0);
      s[i]! += amount;
      series.set(r.feeType, s);
    }
    const key = `${r.bucket}|${r.feeType}`;
    const cell = cells.get(key) ?? { bucket: r.bucket, feeType: r.feeType, amount: 0, count: 0 };
    cells.set(key, { ...cell, amount: cell.amount + amount, count: cell.count + r.count });
  }
  const byAmount = (a: { amount: number }, b: { amount: number }) => b.amount - a.amount;
  const result: FeeCountResult = {
    currency: input.currency,
    granularity: input.granularity,
    buckets,
    total: fromMinor(total),
    count: lines,
    byType: [...byType]
      .map(([feeType, v]) => ({ feeType, ...v }))
      .sort(byAmount)
      .map((v) => ({ ...v, amount: fromMinor(v.amount) })),
    byWarehouse: [...byWarehouse]
      .map(([id, v]) => ({ id, ...v }))
      .sort(byAmount)
      .map(({ id, amount, count }) => {
        const w = id === null ? undefined : warehouses.get(id);
        return {
          warehouse: w ? { ...w, id: String(w.id) } : null,
          amount: fromMinor(amount),
          count,
        };
      }),
    series: [...series].map(([feeType, amounts]) => ({ feeType, amounts: amounts.map(fromMinor) })),
    rows: [...cells.values()]
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || b.amount - a.amount)
      .map((c) => ({ ...c, amount: fromMinor(c.amount) })),
  };
  return result;
};
