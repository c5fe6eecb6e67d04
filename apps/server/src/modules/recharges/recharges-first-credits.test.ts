import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReceivingAccount, Recharge } from '@oms/contracts';
import { currencyAccounts } from '../../schema';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, type Company } from '../../../test/fixtures';
import { accountsOf } from '../finance/finance.test-support';
import { keyForTenant, post } from '../integration/integration.test-support';
import { payerOf, uploadSlip } from './recharges.test-support';

// The first money a company ever receives: ten of its recharges approved by the warehouse at the same
// moment, each in its own transaction. A transaction that found no account while another was opening
// it read the account as unaffordable and refused a credit ("-1.00 needed, 1.00 available").

const RECHARGES = 10;

/** `RECHARGES` offline recharges of 1.00 USD of the company, pending review. */
const pendingRecharges = async (app: Parameters<typeof company>[0], c: Company) => {
  const receiving = bodyOf<ReceivingAccount[]>(await call(app, c.token, 'recharges/receivingAccounts')).data;
  const base = {
    currency: 'USD',
    amount: '1.00',
    receivingAccountId: receiving.find((a) => a.currency === 'USD')!.id,
    payerAccountId: await payerOf(app, c.token),
  };
  const ids: string[] = [];
  for (let i = 0; i < RECHARGES; i++) {
    const body = {
      ...base,
      serial: `FIRST-${c.companyId}-${i}`,
      attachmentFileId: await uploadSlip(app, c.token),
    };
    const res = bodyOf<Recharge>(await call(app, c.token, 'recharges/createOffline', body));
    if (res.code !== 0) throw new Error(res.message);
    ids.push(res.data.id);
  }
  return ids;
};

describe('first credits of a new company', () => {
  const t = useTestApp(async (app) => {
    const first = await company(app);
    return { first, k: await keyForTenant(app, first.tenantId, 'finance') };
  });

  it('opens both currency accounts with the company, before any money moves', async () => {
    const rows = await t.app.deps.db
      .select({ currency: currencyAccounts.currency, balance: currencyAccounts.balance })
      .from(currencyAccounts)
      .where(eq(currencyAccounts.companyId, t.first.companyId));
    expect(rows.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'CNY', balance: 0 },
      { currency: 'USD', balance: 0 },
    ]);
  });

  it('credits every one of ten recharges approved at once, for new companies and ones without accounts yet', async () => {
    const fresh = [t.first, await company(t.app)];
    // Companies from before accounts opened with the company: the first money movement opens them.
    const older = await Promise.all(Array.from({ length: 6 }, () => company(t.app)));
    for (const c of older)
      await t.app.deps.db.delete(currencyAccounts).where(eq(currencyAccounts.companyId, c.companyId));
    const all = [...fresh, ...older];
    const pending = await Promise.all(all.map((c) => pendingRecharges(t.app, c)));
    // One company at a time, as a warehouse works through one customer's slips.
    const refused: string[] = [];
    for (const ids of pending) {
      const answers = await Promise.all(
        ids.map((id) => post(t.app, t.k.key, `/recharges/${id}/approve`, {})),
      );
      refused.push(...answers.filter((a) => a.statusCode !== 200).map((a) => a.body));
    }
    expect(refused).toEqual([]);
    for (const c of all) expect((await accountsOf(t.app, c.token)).USD.balance).toBe('10.00');
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });
});
