import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, monthOf, monthStart, type Currency } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { company } from '../../../test/fixtures';
import type { Tx } from '../../db/client';
import type { Owner } from '../finance/finance.service';
import type { FeeRecordRow } from '../finance/finance.table';
import { feeOf, inTx, unlessRefused } from '../finance/finance.test-support';
import { closeThrough, lastClosableMonth } from './statements.close';

// Any sequence of money moves spread over months, with the close job running whenever it would have
// (at the times between the moves), leaves one chain of statements per currency: the first opens with
// the ledger before it, each month opens with the previous closing, the running month closes at the
// balance. The moves go through the money kernel, dated as they happened; time only moves forward.

type Priced = { currency: Currency; amount: number };
type Move =
  | ({ kind: 'credit' } & Priced)
  | ({ kind: 'charge' } & Priced)
  | ({ kind: 'freeze' } & Priced)
  | { kind: 'settle' | 'refund'; pick: number; amount: number };
/** One step: time passes (days, a month boundary now and then), a move, and perhaps the close job. */
type Step = { days: number; hours: number; move: Move; close: boolean };

const currency = fc.constantFrom<Currency>('CNY', 'USD');
const amount = fc.integer({ min: 1, max: 50_000 });
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('credit' as const, 'charge' as const, 'freeze' as const),
    currency,
    amount,
  }),
  fc.record({ kind: fc.constantFrom('settle' as const, 'refund' as const), pick: fc.nat(), amount }),
);
const step: fc.Arbitrary<Step> = fc.record({
  days: fc.integer({ min: 0, max: 45 }),
  hours: fc.integer({ min: 0, max: 23 }),
  move,
  close: fc.boolean(),
});

const HOUR = 3_600_000;

describe('statements over months of money moves', () => {
  const t = useTestApp();

  it('keep one chain from the ledger to the balance, whenever the months are closed', async () => {
    const finance = t.app.services.finance;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const c = await company(t.app);
        const owner: Owner = { tenantId: c.tenantId, companyId: c.companyId };
        const fees: FeeRecordRow[] = [];
        /** One move through the kernel, dated `at`; a settle or a refund takes one of the fees so far. */
        const apply = async (tx: Tx, m: Move, at: Date) => {
          if (m.kind === 'credit')
            return finance.credit(tx, owner, {
              currency: m.currency,
              amountMinor: m.amount,
              type: 'RECHARGE',
              documentType: 'RECHARGE',
              documentNo: 'RC-P',
              actor: 'p',
              at,
            });
          if (m.kind === 'charge' || m.kind === 'freeze') {
            fees.push(await finance[m.kind](tx, owner, { fee: feeOf(m.amount, m.currency), actor: 'p', at }));
            return;
          }
          const fee = fees[m.pick % Math.max(1, fees.length)];
          if (!fee) return;
          if (m.kind === 'settle')
            return finance.settle(tx, owner, { feeRecordId: fee.id, actualMinor: m.amount, actor: 'p', at });
          return finance.refund(tx, owner, {
            feeRecordId: fee.id,
            amountMinor: m.amount,
            note: 'p',
            actor: 'p',
            at,
          });
        };
        // Starts nine months ago and never reaches now (the kernel dates real moves at now).
        let clock = monthStart(addMonths(monthOf(new Date()), -9)).getTime();
        const until = Date.now() - HOUR;
        for (const s of steps) {
          clock = Math.min(until, clock + s.days * 24 * HOUR + s.hours * HOUR);
          const at = new Date(clock);
          await unlessRefused(() => inTx(t.app, (tx) => apply(tx, s.move, at)));
          // The close job, as it would have run at this moment: every month ended by then.
          if (s.close) await inTx(t.app, (tx) => closeThrough(tx, owner, lastClosableMonth(at)));
        }
        expect(await t.app.services.statements.disagreements(owner.companyId)).toEqual([]);
        expect(await finance.mismatches(undefined, owner.companyId)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
