// The demo company's relabel orders (issue 25): one in each state a customer meets, with the stock
// and money history the product would have written (reserved at submit, released by a cancel or a
// rejection, relabelled and charged at completion) and the to-dos their moves leave. Through the
// kernels, inside the seed's transaction.
import type { RelabelStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mover } from '../documents/document-moves.service';
import type { RelabelMovesDeps } from './relabel-orders.moves';
import { createRelabelMoves } from './relabel-orders.moves';
import { skusOf } from './relabel-orders.mapping';
import { relabelOrdersRepository as repo } from './relabel-orders.repository';

const HOUR = 3_600_000;

/** Each demo order: its state, when it was written, [old product, new product, pieces] by pool index. */
const DEMO: {
  status: RelabelStatus;
  hoursAgo: number;
  lines: [number, number, number][];
  remark?: string;
}[] = [
  { status: 'DRAFT', hoursAgo: 2, lines: [[0, 1, 3]], remark: 'New barcode for the 2027 packaging' },
  { status: 'PENDING_REVIEW', hoursAgo: 6, lines: [[1, 0, 2]] },
  { status: 'PROCESSING', hoursAgo: 20, lines: [[0, 1, 2]] },
  { status: 'COMPLETED', hoursAgo: 50, lines: [[1, 0, 4]], remark: 'FNSKU relabel before the FBA transfer' },
  { status: 'REJECTED', hoursAgo: 70, lines: [[0, 1, 1]] },
  { status: 'CANCELLED', hoursAgo: 90, lines: [[1, 0, 1]] },
];

export type RelabelDemoContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  warehouseId: number;
  warehouseActor: string;
  now: Date;
  services: RelabelMovesDeps;
};

export const seedRelabelDemo = async (tx: DbOrTx, ctx: RelabelDemoContext): Promise<number> => {
  if (await repo.anyOf(tx, ctx.companyId)) return 0;
  const passed = await repo.passedOf(tx, ctx.companyId);
  const available = await ctx.services.inventory.availableOf(
    tx,
    ctx.companyId,
    ctx.warehouseId,
    passed.map((p) => p.id),
  );
  const pool = passed.filter((p) => (available.get(p.id) ?? 0) >= 20);
  if (pool.length < 2) return 0;
  const moves = createRelabelMoves(ctx.services);
  const customer: Mover = { actor: ctx.accountName, userId: ctx.userId };
  const warehouse: Mover = { actor: ctx.warehouseActor, warehouseId: ctx.warehouseId };
  let created = 0;
  for (const d of DEMO) {
    const at = new Date(ctx.now.getTime() - d.hoursAgo * HOUR);
    const lines = d.lines.map(([from, to, quantity]) => ({
      oldProductId: pool[from]!.id,
      newProductId: pool[to]!.id,
      quantity,
      oldSku: pool[from]!.sku,
      newSku: pool[to]!.sku,
    }));
    const row = await repo.insert(
      tx,
      { tenantId: ctx.tenantId, companyId: ctx.companyId },
      {
        warehouseId: ctx.warehouseId,
        remark: d.remark ?? null,
        labelFileIds: [],
        lineCount: lines.length,
        totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
        skus: skusOf(lines),
        createdBy: ctx.accountName,
      },
      lines.map(({ oldProductId, newProductId, quantity }) => ({ oldProductId, newProductId, quantity })),
      at,
    );
    created += 1;
    if (d.status === 'DRAFT') continue;
    const stored = (await repo.lines(tx, [row.id])).map((r) => r.line);
    await moves.reserve(tx, row, stored, ctx.accountName);
    await moves.move(tx, row, 'submit', customer, { submittedAt: at });
    if (d.status === 'CANCELLED') {
      await moves.move(tx, row, 'cancel', customer, {}, null);
      await moves.release(tx, row, stored, ctx.accountName);
    } else if (d.status === 'REJECTED') {
      const reason = 'The new labels were not in the parcel';
      await moves.move(tx, row, 'reject', warehouse, { rejectReason: reason }, reason);
      await moves.release(tx, row, stored, ctx.warehouseActor);
    } else if (d.status !== 'PENDING_REVIEW') {
      await moves.move(tx, row, 'start', warehouse);
      if (d.status === 'COMPLETED') {
        const done = new Date(at.getTime() + 4 * HOUR);
        const pieces = stored.reduce((n, l) => n + l.quantity, 0);
        await moves.move(tx, row, 'complete', warehouse, { actualQuantity: pieces, completedAt: done });
        await repo.setActuals(
          tx,
          stored.map((l) => ({ lineId: l.id, actualQuantity: l.quantity })),
        );
        await moves.relabel(
          tx,
          row,
          stored.map((l) => ({ ...l, actual: l.quantity })),
          ctx.warehouseActor,
          done,
        );
        await moves.charge(tx, row, pieces, ctx.warehouseActor, done);
      }
    }
    await moves.notify(tx, row, d.status, null);
  }
  return created;
};
