import { describe, expect, it } from 'vitest';
import { RESULT_CODE } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith, twoCompanies } from '../../../test/fixtures';
import { AppError } from '../../lib/errors';
import { InsufficientFunds } from './finance.service';
import {
  accountsOf,
  feeOf,
  fund,
  inTx,
  setCreditLimit,
  statementsAgreeAfterEach,
} from './finance.test-support';

// The money kernel, called the way modules call it (inside their transaction), read back the way the
// customer reads it (POST /api/finance/accounts). After every test the accounts equal their ledger.

describe('money kernel', () => {
  const t = useTestApp(twoCompanies(company));
  statementsAgreeAfterEach(t);
  const finance = () => t.app.services.finance;
  const balanced = async () => {
    expect(await finance().mismatches()).toEqual([]);
    expect(await finance().feeTotalsMismatches()).toEqual([]);
  };

  it('gives every company an RMB and a USD account at zero, readable with the recharge code only', async () => {
    const fresh = await company(t.app);
    const accounts = bodyOf(await call(t.app, fresh.token, 'finance/accounts')).data;
    expect(accounts).toEqual([
      expect.objectContaining({ currency: 'CNY', balance: '0.00', frozen: '0.00', available: '0.00' }),
      expect.objectContaining({ currency: 'USD', balance: '0.00', frozen: '0.00', creditLimit: '0.00' }),
    ]);
    const without = await subAccountWith(t.app, fresh.companyId, ['OMS_BASICSKU:view']);
    expect((await call(t.app, without.token, 'finance/accounts')).statusCode).toBe(403);
    const reader = await subAccountWith(t.app, fresh.companyId, ['OMS_FINANCERECHARGE:view']);
    expect(bodyOf(await call(t.app, reader.token, 'finance/accounts')).data).toHaveLength(2);
  });

  it('credits and charges with a fee record and ledger rows that carry the balance after them', async () => {
    const { a } = t;
    await fund(t.app, a, 10_000, 'USD');
    const fee = await inTx(t.app, (tx) =>
      finance().charge(tx, a, { fee: feeOf(1_250, 'USD', { documentNo: 'OB-1' }), actor: 'a' }),
    );
    expect(fee).toMatchObject({ status: 'DEDUCTED', amount: 1_250, deducted: 1_250, refunded: 0 });
    const ledger = await inTx(t.app, (tx) => finance().ledgerOfFee(tx, a, fee.id));
    expect(ledger.map((l) => [l.type, l.amount, l.balanceAfter])).toEqual([['FEE', '-12.50', '87.50']]);
    expect((await accountsOf(t.app, a.token)).USD).toMatchObject({ balance: '87.50', available: '87.50' });
    // Company b's accounts are untouched.
    expect((await accountsOf(t.app, t.b.token)).USD.balance).toBe('0.00');
    await balanced();
  });

  it('refuses a charge it cannot afford with a clear 409, writes nothing, and leaves the transaction usable', async () => {
    const c = await company(t.app);
    await fund(t.app, c, 500);
    const outcome = await inTx(t.app, async (tx) => {
      const refused = await finance()
        .charge(tx, c, { fee: feeOf(501), actor: 'c' })
        .catch((e: unknown) => e);
      // The caller turns it into its own state (an order on hold) and carries on in the same transaction.
      const after = await finance().charge(tx, c, { fee: feeOf(200), actor: 'c' });
      return { refused, after };
    });
    expect(outcome.refused).toBeInstanceOf(InsufficientFunds);
    const err = outcome.refused as InsufficientFunds;
    expect([err.code, err.status, err.messageKey, err.params]).toEqual([
      RESULT_CODE.conflict,
      409,
      'finance.insufficientBalance',
      { currency: 'RMB', needed: '5.01', available: '5.00' },
    ]);
    expect(outcome.after.status).toBe('DEDUCTED');
    expect((await accountsOf(t.app, c.token)).CNY.balance).toBe('3.00');
    const ledger = await inTx(t.app, (tx) => finance().ledgerOfDocument(tx, c, 'OB-TEST-1'));
    expect(ledger.map((l) => l.amount)).toEqual(['-2.00']);
    await balanced();
  });

  it('freezes, settles the actual amount and releases the rest; a second settlement is refused', async () => {
    const c = await company(t.app);
    await fund(t.app, c, 1_000);
    const frozen = await inTx(t.app, (tx) => finance().freeze(tx, c, { fee: feeOf(800), actor: 'c' }));
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({
      balance: '10.00',
      frozen: '8.00',
      available: '2.00',
    });
    // What is frozen is not available to anything else.
    await expect(
      inTx(t.app, (tx) => finance().charge(tx, c, { fee: feeOf(300), actor: 'c' })),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    // Settling above the freeze is refused before anything moves.
    await expect(
      inTx(t.app, (tx) => finance().settle(tx, c, { feeRecordId: frozen.id, actualMinor: 801, actor: 'w' })),
    ).rejects.toMatchObject({ messageKey: 'finance.settleAboveFrozen' });
    const settled = await inTx(t.app, (tx) =>
      finance().settle(tx, c, { feeRecordId: frozen.id, actualMinor: 650, actor: 'w' }),
    );
    expect(settled).toMatchObject({ status: 'DEDUCTED', amount: 800, deducted: 650 });
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({
      balance: '3.50',
      frozen: '0.00',
      available: '3.50',
    });
    const ledger = await inTx(t.app, (tx) => finance().ledgerOfFee(tx, c, frozen.id));
    expect(ledger.map((l) => [l.type, l.amount, l.frozenChange])).toEqual([
      ['FREEZE', '0.00', '8.00'],
      ['FEE', '-6.50', '-6.50'],
      ['UNFREEZE', '0.00', '-1.50'],
    ]);
    await expect(
      inTx(t.app, (tx) => finance().release(tx, c, { feeRecordId: frozen.id, actor: 'w' })),
    ).rejects.toMatchObject({ status: 409, messageKey: 'finance.feeNotFrozen' });
    // A released freeze takes nothing.
    const second = await inTx(t.app, (tx) => finance().freeze(tx, c, { fee: feeOf(100), actor: 'c' }));
    const released = await inTx(t.app, (tx) =>
      finance().release(tx, c, { feeRecordId: second.id, actor: 'c' }),
    );
    expect(released).toMatchObject({ status: 'REFUNDED', deducted: 0 });
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({ balance: '3.50', frozen: '0.00' });
    await balanced();
  });

  it("freezes a document's fees together: one change per account, an entry per fee, all or none", async () => {
    const c = await company(t.app);
    await fund(t.app, c, 1_000);
    await fund(t.app, c, 500, 'USD');
    const doc = { documentNo: 'OB-MANY-1' };
    const fees = await inTx(t.app, (tx) =>
      finance().freezeMany(tx, c, {
        actor: 'c',
        fees: [
          feeOf(150, 'USD', doc),
          feeOf(80, 'USD', { ...doc, feeType: 'OUTBOUND_PIECE' }),
          feeOf(30, 'USD', { ...doc, feeType: 'OUTBOUND_PIECE' }),
          feeOf(400, 'CNY', doc),
        ],
      }),
    );
    expect(fees.map((f) => [f.currency, f.feeType, f.amount, f.status])).toEqual([
      ['USD', 'OUTBOUND_ORDER', 150, 'FROZEN'],
      ['USD', 'OUTBOUND_PIECE', 80, 'FROZEN'],
      ['USD', 'OUTBOUND_PIECE', 30, 'FROZEN'],
      ['CNY', 'OUTBOUND_ORDER', 400, 'FROZEN'],
    ]);
    const accounts = await accountsOf(t.app, c.token);
    expect([accounts.USD.frozen, accounts.USD.available, accounts.CNY.frozen]).toEqual([
      '2.60',
      '2.40',
      '4.00',
    ]);
    // An entry per fee, each with what its account held after it: the last of each ends at the account.
    const ledger = await inTx(t.app, (tx) => finance().ledgerOfDocument(tx, c, 'OB-MANY-1'));
    expect(
      ledger
        .filter((l) => l.currency === 'USD')
        .map((l) => [l.type, l.frozenChange, l.frozenAfter])
        .sort((x, y) => Number(x[2]) - Number(y[2])),
    ).toEqual([
      ['FREEZE', '1.50', '1.50'],
      ['FREEZE', '0.80', '2.30'],
      ['FREEZE', '0.30', '2.60'],
    ]);
    await balanced();

    // More than what is left: refused, and nothing of it is written.
    await expect(
      inTx(t.app, (tx) =>
        finance().freezeMany(tx, c, { actor: 'c', fees: [feeOf(200, 'USD', doc), feeOf(41, 'USD', doc)] }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await accountsOf(t.app, c.token)).USD.frozen).toBe('2.60');
    expect(await inTx(t.app, (tx) => finance().ledgerOfDocument(tx, c, 'OB-MANY-1'))).toHaveLength(4);
    await balanced();
  });

  it('refunds part and then the rest of a deducted fee, never more than was taken', async () => {
    const c = await company(t.app);
    await fund(t.app, c, 1_000, 'USD');
    const fee = await inTx(t.app, (tx) => finance().charge(tx, c, { fee: feeOf(600, 'USD'), actor: 'c' }));
    const refund = (amountMinor?: number) =>
      inTx(t.app, (tx) =>
        finance().refund(tx, c, { feeRecordId: fee.id, amountMinor, note: 'dispute', actor: 'w' }),
      );
    expect(await refund(200)).toMatchObject({ status: 'DEDUCTED', refunded: 200 });
    await expect(refund(401)).rejects.toMatchObject({
      messageKey: 'finance.refundAboveCharged',
      params: { refundable: '4.00' },
    });
    expect(await refund()).toMatchObject({ status: 'REFUNDED', refunded: 600 });
    await expect(refund(1)).rejects.toMatchObject({ status: 409, messageKey: 'finance.feeNotDeducted' });
    expect((await accountsOf(t.app, c.token)).USD.balance).toBe('10.00');
    // Another company's fee is not found, whatever its id.
    await expect(
      inTx(t.app, (tx) => finance().refund(tx, t.b, { feeRecordId: fee.id, note: 'x', actor: 'b' })),
    ).rejects.toMatchObject({ status: 404 });
    await balanced();
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    for (const amountMinor of [0, -5, 1.5]) {
      await expect(
        inTx(t.app, (tx) => finance().charge(tx, t.a, { fee: feeOf(amountMinor), actor: 'a' })),
      ).rejects.toMatchObject({ messageKey: 'finance.amountNotPositive' });
    }
    await expect(fund(t.app, t.a, 0)).rejects.toBeInstanceOf(AppError);
    await balanced();
  });

  it('lets a credit line carry charges below zero, down to minus the limit and no further', async () => {
    const c = await company(t.app);
    await finance().accounts(t.app.deps.db, c);
    await setCreditLimit(t.app, c, 'CNY', 5_000);
    await inTx(t.app, (tx) => finance().charge(tx, c, { fee: feeOf(4_000), actor: 'c' }));
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({ balance: '-40.00', available: '10.00' });
    await expect(
      inTx(t.app, (tx) => finance().charge(tx, c, { fee: feeOf(1_001), actor: 'c' })),
    ).rejects.toMatchObject({ params: { needed: '10.01', available: '10.00' } });
    // USD has no credit line.
    await expect(
      inTx(t.app, (tx) => finance().charge(tx, c, { fee: feeOf(1, 'USD'), actor: 'c' })),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    await balanced();
  });
});

describe('money kernel under concurrency', () => {
  const t = useTestApp();
  statementsAgreeAfterEach(t);
  const finance = () => t.app.services.finance;

  it('200 concurrent charges of 1.00 against 100.00: exactly 100 succeed and the balance is 0.00', async () => {
    const c = await company(t.app);
    await fund(t.app, c, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        inTx(t.app, (tx) =>
          finance().charge(tx, c, { fee: feeOf(100, 'CNY', { documentNo: `OB-${i}` }), actor: 'c' }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientFunds);
    expect([ok.length, refused.length]).toEqual([100, 100]);
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({ balance: '0.00', available: '0.00' });
    expect(await finance().mismatches()).toEqual([]);
    expect(await finance().feeTotalsMismatches()).toEqual([]);
  });

  it('settles a freeze once when ten settlements race', async () => {
    const c = await company(t.app);
    await fund(t.app, c, 1_000);
    const frozen = await inTx(t.app, (tx) => finance().freeze(tx, c, { fee: feeOf(700), actor: 'c' }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        inTx(t.app, (tx) =>
          finance().settle(tx, c, { feeRecordId: frozen.id, actualMinor: 700, actor: 'w' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await accountsOf(t.app, c.token)).CNY).toMatchObject({ balance: '3.00', frozen: '0.00' });
    expect(await finance().mismatches()).toEqual([]);
    expect(await finance().feeTotalsMismatches()).toEqual([]);
  });

  it('opens the accounts of a company once when its first movements race', async () => {
    const c = await company(t.app);
    await Promise.all(Array.from({ length: 8 }, () => fund(t.app, c, 100)));
    expect((await accountsOf(t.app, c.token)).CNY.balance).toBe('8.00');
    expect(await finance().mismatches()).toEqual([]);
  });
});
