import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp } from '../../../test/app';
import { company } from '../../../test/fixtures';
import type { FeeRecordRow } from './finance.table';
import type { Owner } from './finance.service';
import { feeOf, inTx, unlessRefused } from './finance.test-support';

// Any sequence of credits, freezes, charges, settlements, releases and refunds keeps the kernel's
// invariants: balance and frozen equal their ledger's sums, available never goes below zero, and each
// call either applies exactly its change or (refused) changes nothing.

type Op =
  | { kind: 'credit'; amount: number }
  | { kind: 'charge'; amount: number }
  | { kind: 'freeze'; amount: number }
  | { kind: 'settle'; pick: number; share: number }
  | { kind: 'release'; pick: number }
  | { kind: 'refund'; pick: number; amount: number };

const amount = fc.integer({ min: 1, max: 5_000 });
const pick = fc.nat({ max: 1_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), amount }),
  fc.record({ kind: fc.constant('charge' as const), amount }),
  fc.record({ kind: fc.constant('freeze' as const), amount }),
  fc.record({
    kind: fc.constant('settle' as const),
    pick,
    share: fc.double({ min: 0, max: 1.2, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('release' as const), pick }),
  fc.record({ kind: fc.constant('refund' as const), pick, amount }),
);

describe('money kernel properties', () => {
  const t = useTestApp();

  it('keeps balance and frozen equal to the ledger and available at or above zero', async () => {
    const finance = t.app.services.finance;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const c = await company(t.app);
        const owner: Owner = { tenantId: c.tenantId, companyId: c.companyId };
        const model = { balance: 0, frozen: 0 };
        const fees: FeeRecordRow[] = [];
        for (const o of ops) {
          await unlessRefused(async () => {
            if (o.kind === 'credit') {
              await inTx(t.app, (tx) =>
                finance.credit(tx, owner, {
                  currency: 'CNY',
                  amountMinor: o.amount,
                  type: 'RECHARGE',
                  documentType: 'RECHARGE',
                  documentNo: 'RC',
                  actor: 'p',
                }),
              );
              model.balance += o.amount;
            } else if (o.kind === 'charge' || o.kind === 'freeze') {
              const fee = await inTx(t.app, (tx) =>
                finance[o.kind](tx, owner, { fee: feeOf(o.amount), actor: 'p' }),
              );
              fees.push(fee);
              if (o.kind === 'charge') model.balance -= o.amount;
              else model.frozen += o.amount;
            } else if (fees.length > 0) {
              const fee = fees[o.pick % fees.length]!;
              const now = await inTx(t.app, (tx) => finance.feeRecord(tx, owner, fee.id));
              if (o.kind === 'settle') {
                const actual = Math.floor(now!.amount * o.share);
                await inTx(t.app, (tx) =>
                  finance.settle(tx, owner, { feeRecordId: fee.id, actualMinor: actual, actor: 'p' }),
                );
                model.balance -= actual;
                model.frozen -= now!.amount;
              } else if (o.kind === 'release') {
                await inTx(t.app, (tx) => finance.release(tx, owner, { feeRecordId: fee.id, actor: 'p' }));
                model.frozen -= now!.amount;
              } else {
                await inTx(t.app, (tx) =>
                  finance.refund(tx, owner, {
                    feeRecordId: fee.id,
                    amountMinor: o.amount,
                    note: 'p',
                    actor: 'p',
                  }),
                );
                model.balance += o.amount;
              }
            }
          });
          const [account] = (await inTx(t.app, (tx) => finance.accounts(tx, owner))).filter(
            (a) => a.currency === 'CNY',
          );
          expect(Math.round(Number(account!.balance) * 100)).toBe(model.balance);
          expect(Math.round(Number(account!.frozen) * 100)).toBe(model.frozen);
          expect(model.balance - model.frozen).toBeGreaterThanOrEqual(0);
        }
        expect(await finance.mismatches(undefined, owner.companyId)).toEqual([]);
        expect(await finance.feeTotalsMismatches(undefined, owner.companyId)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
