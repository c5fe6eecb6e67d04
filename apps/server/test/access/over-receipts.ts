import {
  overReceivedOrder,
  overReceiptWarehouse,
} from '../../src/modules/over-receipts/over-receipts.test-support';
import type { AccessFixture } from './fixture';

const overReceipts: AccessFixture = {
  // An unconfirmed over-receipt of the owner: a line received above its forecast.
  async seed({ app, owner }) {
    const k = await overReceiptWarehouse(app, owner);
    const { overReceipts: rows } = await overReceivedOrder(app, owner, k);
    return { id: rows[0]!.id };
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { overReceipts as 'over-receipts' };
