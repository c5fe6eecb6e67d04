// The demo company's VAS orders (issue 25): one in each state a customer meets, with the stock and
// money history the product would have written (the quote frozen and the pieces reserved at
// confirmation, released by a cancel, the quote charged at completion) and the to-dos their moves
// leave. Through the kernels, inside the seed's transaction.
import type { VasServiceType, VasStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mover } from '../documents/document-moves.service';
import { createVasMoves, type VasMovesDeps } from './vas-orders.moves';
import { skusOf } from './vas-orders.mapping';
import { vasOrdersRepository as repo } from './vas-orders.repository';

const HOUR = 3_600_000;

const DEMO: {
  status: VasStatus;
  hoursAgo: number;
  service: VasServiceType;
  pieces: number;
  requirements: string;
}[] = [
  {
    status: 'DRAFT',
    hoursAgo: 1,
    service: 'LABELLING',
    pieces: 5,
    requirements: 'Stick a “Made in China” label on each box',
  },
  {
    status: 'PENDING_QUOTE',
    hoursAgo: 5,
    service: 'QUALITY_CHECK',
    pieces: 4,
    requirements: 'Check each piece switches on; report faults with photos',
  },
  {
    status: 'QUOTED',
    hoursAgo: 12,
    service: 'REPACKING',
    pieces: 3,
    requirements: 'Repack into plain brown boxes, no invoices inside',
  },
  {
    status: 'CONFIRMED',
    hoursAgo: 26,
    service: 'PHOTOS',
    pieces: 2,
    requirements: 'Front, back and label photos of one piece',
  },
  {
    status: 'PROCESSING',
    hoursAgo: 40,
    service: 'MEASURING',
    pieces: 2,
    requirements: 'Weigh and measure one carton',
  },
  {
    status: 'COMPLETED',
    hoursAgo: 70,
    service: 'PHOTOS',
    pieces: 1,
    requirements: 'A photo of the outer carton',
  },
  {
    status: 'REJECTED',
    hoursAgo: 90,
    service: 'DISPOSAL',
    pieces: 1,
    requirements: 'Dispose of the damaged piece',
  },
  {
    status: 'CANCELLED',
    hoursAgo: 100,
    service: 'LABELLING',
    pieces: 2,
    requirements: 'FNSKU labels over the barcodes',
  },
];

export type VasDemoContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  warehouseId: number;
  warehouseActor: string;
  now: Date;
  services: VasMovesDeps;
};

export const seedVasDemo = async (tx: DbOrTx, ctx: VasDemoContext): Promise<number> => {
  if (await repo.anyOf(tx, ctx.companyId)) return 0;
  const passed = await repo.passedOf(tx, ctx.companyId);
  const available = await ctx.services.inventory.availableOf(
    tx,
    ctx.companyId,
    ctx.warehouseId,
    passed.map((p) => p.id),
  );
  const product = passed.find((p) => (available.get(p.id) ?? 0) >= 20);
  if (!product) return 0;
  const moves = createVasMoves(ctx.services);
  const customer: Mover = { actor: ctx.accountName, userId: ctx.userId };
  const warehouse: Mover = { actor: ctx.warehouseActor, warehouseId: ctx.warehouseId };
  let created = 0;
  for (const d of DEMO) {
    const at = (h: number) => new Date(ctx.now.getTime() - (d.hoursAgo - h) * HOUR);
    const row = await repo.insert(
      tx,
      { tenantId: ctx.tenantId, companyId: ctx.companyId },
      {
        warehouseId: ctx.warehouseId,
        serviceType: d.service,
        requirements: d.requirements,
        remark: null,
        attachmentIds: [],
        kitCombinationId: null,
        kitProductId: null,
        kitQuantity: null,
        lineCount: 1,
        totalQuantity: d.pieces,
        skus: skusOf([{ sku: product.sku, quantity: d.pieces }]),
        createdBy: ctx.accountName,
      },
      [{ productId: product.id, quantity: d.pieces }],
      at(0),
    );
    created += 1;
    if (d.status === 'DRAFT') continue;
    await moves.move(tx, row, 'submit', customer, { submittedAt: at(0) });
    if (d.status === 'PENDING_QUOTE') {
      await moves.notify(tx, row, d.status, null);
      continue;
    }
    if (d.status === 'REJECTED') {
      const reason = 'Disposal of batteries needs a licence this warehouse does not hold';
      await moves.move(tx, row, 'reject', warehouse, { rejectReason: reason }, reason);
      await moves.notify(tx, row, d.status, null);
      continue;
    }
    const quoteMinor = 200 + 50 * d.pieces;
    await moves.move(tx, row, 'quote', warehouse, {
      quoteMinor,
      quoteCurrency: 'USD',
      quoteNote: 'Labour and materials',
      quotedAt: at(2),
    });
    const quoted = { ...row, quoteMinor, quoteCurrency: 'USD' as const };
    const lines = [{ productId: product.id, quantity: d.pieces }];
    if (d.status !== 'QUOTED' && d.status !== 'CANCELLED') {
      await moves.hold(tx, quoted, lines, ctx.accountName, at(3));
      await moves.move(tx, row, 'confirm', customer, { confirmedAt: at(3) });
    }
    if (d.status === 'CANCELLED') await moves.move(tx, row, 'cancel', customer, {}, 'Found another way');
    if (d.status === 'PROCESSING' || d.status === 'COMPLETED') await moves.move(tx, row, 'start', warehouse);
    if (d.status === 'COMPLETED') {
      const held = (await repo.row(tx, row.id))!;
      await moves.move(tx, row, 'complete', warehouse, {
        completedAt: at(8),
        resultNote: 'Photo taken and attached to the stock record',
      });
      await moves.finish(tx, held, lines, ctx.warehouseActor, at(8));
    }
    await moves.notify(tx, row, d.status, null);
  }
  return created;
};
