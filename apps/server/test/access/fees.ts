import type { AccessFixture } from './fixture';

// A fee line made through the money kernel (a recharge credited, then a charge).
export const fees: AccessFixture = {
  async seed({ app, owner }) {
    const { finance } = app.services;
    const fee = await app.deps.db.transaction(async (tx) => {
      await finance.credit(tx, owner, {
        currency: 'USD',
        amountMinor: 10_000,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: 'RC-ACCESS-FEES',
        actor: 'access',
      });
      return finance.charge(tx, owner, {
        actor: 'access',
        fee: {
          feeType: 'STORAGE',
          currency: 'USD',
          unitPriceMinor: 500,
          quantity: '1',
          amountMinor: 500,
          documentType: 'STORAGE',
          documentNo: 'ST-ACCESS-FEES',
        },
      });
    });
    return { id: String(fee.id) };
  },
};
