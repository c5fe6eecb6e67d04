// The demo company's returns (issue 25): one in each state a customer meets, the completed one from a
// shipped demo order, with the stock and money history the product would have written (its pieces
// back on hand, the handling fee charged) and the to-dos their moves leave. Through the kernels,
// inside the seed's transaction.
import type { ReturnHandling, ReturnStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mover } from '../documents/document-moves.service';
import { createReturnMoves, type ReturnMovesDeps } from './return-orders.moves';
import { skusOf } from './return-orders.mapping';
import { returnOrdersRepository as repo } from './return-orders.repository';

const HOUR = 3_600_000;

/** Each demo return: its state, when it was written, its tracking number and buyer. */
const DEMO: {
  status: ReturnStatus;
  hoursAgo: number;
  trackingNo: string | null;
  buyerName: string | null;
  handling: ReturnHandling;
  remark?: string;
}[] = [
  { status: 'DRAFT', hoursAgo: 3, trackingNo: null, buyerName: 'Maria Garcia', handling: 'RESTOCK' },
  {
    status: 'PENDING_RECEIPT',
    hoursAgo: 10,
    trackingNo: '9400111899223100456712',
    buyerName: 'Tom Baker',
    handling: 'RESTOCK',
  },
  {
    status: 'RECEIVED',
    hoursAgo: 30,
    trackingNo: '1Z84R7320398761042',
    buyerName: 'Lena Fischer',
    handling: 'HOLD',
  },
  {
    status: 'COMPLETED',
    hoursAgo: 60,
    trackingNo: '9400111899223100451199',
    buyerName: null,
    handling: 'RESTOCK',
    remark: 'Wrong size ordered; restock what is sellable',
  },
  { status: 'CANCELLED', hoursAgo: 80, trackingNo: null, buyerName: 'Sam Lee', handling: 'DESTROY' },
];

export type ReturnDemoContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  warehouseId: number;
  warehouseActor: string;
  now: Date;
  services: ReturnMovesDeps;
};

export const seedReturnDemo = async (tx: DbOrTx, ctx: ReturnDemoContext): Promise<number> => {
  if (await repo.anyOf(tx, ctx.companyId)) return 0;
  const [shipped] = await repo.shippedOrders(tx, ctx.companyId, { warehouseId: ctx.warehouseId }, 1);
  const item = shipped?.items[0];
  if (!shipped || !item) return 0;
  const moves = createReturnMoves(ctx.services);
  const customer: Mover = { actor: ctx.accountName, userId: ctx.userId };
  const warehouse: Mover = { actor: ctx.warehouseActor, warehouseId: ctx.warehouseId };
  let created = 0;
  for (const d of DEMO) {
    const at = new Date(ctx.now.getTime() - d.hoursAgo * HOUR);
    const fromOrder = d.status === 'COMPLETED';
    const quantity = fromOrder ? (item.quantity ?? 1) : 1;
    const row = await repo.insert(
      tx,
      { tenantId: ctx.tenantId, companyId: ctx.companyId },
      {
        warehouseId: ctx.warehouseId,
        outboundOrderId: fromOrder ? shipped.id : null,
        outboundNo: fromOrder ? shipped.orderNo : null,
        trackingNo: d.trackingNo,
        carrier: d.trackingNo ? 'USPS' : null,
        buyerName: fromOrder ? shipped.recipientName : d.buyerName,
        remark: d.remark ?? null,
        lineCount: 1,
        totalQuantity: quantity,
        skus: skusOf([{ sku: item.sku, quantity }]),
        createdBy: ctx.accountName,
      },
      [{ productId: item.productId, quantity, handling: d.handling, reason: 'Buyer returned the parcel' }],
      at,
    );
    created += 1;
    if (d.status === 'DRAFT') continue;
    await moves.move(tx, row, 'submit', customer, { submittedAt: at });
    if (d.status === 'CANCELLED') {
      await moves.move(tx, row, 'cancel', customer, {}, 'The buyer kept the goods');
    } else if (d.status !== 'PENDING_RECEIPT') {
      const arrived = new Date(at.getTime() + 24 * HOUR);
      await moves.move(tx, row, 'receive', warehouse, { receivedAt: arrived });
      if (d.status === 'COMPLETED') {
        const done = new Date(arrived.getTime() + 4 * HOUR);
        const unsellable = quantity > 1 ? 1 : 0;
        const split = { sellable: quantity - unsellable, unsellable, destroyed: 0 };
        await moves.move(tx, row, 'inspect', warehouse, {
          sellableQuantity: split.sellable,
          unsellableQuantity: split.unsellable,
          destroyedQuantity: 0,
          completedAt: done,
        });
        const [line] = await repo.lines(tx, [row.id]);
        await repo.setInspected(tx, [{ lineId: line!.line.id, ...split, photoFileIds: [] }]);
        await moves.restock(
          tx,
          row,
          [{ productId: item.productId, handling: d.handling, ...split }],
          ctx.warehouseActor,
          done,
        );
        await moves.charge(tx, row, quantity, ctx.warehouseActor, done);
      }
    }
    await moves.notify(tx, row, d.status, null);
  }
  return created;
};
