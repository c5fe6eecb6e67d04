import {
  formatBoth,
  type CompleteRelabelRequest,
  type RelabelReview,
  type RelabelStatus,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { Mover } from '../documents/document-moves.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { WarehouseCaller } from '../reservations/reservation-warehouse.service';
import { toRelabelLine, toRelabelOrder } from './relabel-orders.mapping';
import type { RelabelMoves } from './relabel-orders.moves';
import { relabelOrdersRepository as repo } from './relabel-orders.repository';
import type { RelabelOrderRow } from './relabel-orders.table';

/** What waits for the warehouse: orders to review and orders it works on. */
const PENDING: readonly RelabelStatus[] = ['PENDING_REVIEW', 'PROCESSING'];

/**
 * The warehouse's side of relabel orders (integration API, simulator): start, reject (the old SKUs
 * released) and complete with the actual quantities (the pieces relabelled through the inventory
 * kernel, the fee charged through the finance kernel), each one transaction.
 */
export const createRelabelWarehouseService = (
  deps: Pick<Deps, 'db'> & { todos: TodosService; files: FilesService; moves: RelabelMoves },
) => {
  const { db, todos, files, moves } = deps;
  const who = (caller: WarehouseCaller): Mover => ({ actor: caller.actor, warehouseId: caller.warehouseId });

  /** Runs one step on a locked order of the key's warehouse (404 for another's) and answers its state. */
  const step = async (
    caller: WarehouseCaller,
    id: number,
    body: (tx: DbOrTx, row: RelabelOrderRow) => Promise<CompanyNotice[]>,
  ) => {
    const notices = await db.transaction(async (tx) => {
      orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
      return body(tx, orNotFound(await repo.lock(tx, id)));
    });
    await todos.publish(...notices);
    const after = orNotFound(await repo.row(db, id));
    return { id: String(after.id), relabelNo: after.relabelNo, status: after.status };
  };

  const linesOf = async (tx: DbOrTx, row: RelabelOrderRow) =>
    (await repo.lines(tx, [row.id])).map((r) => r.line);

  return {
    /** The key's warehouse's orders to review or in processing, oldest first, with their lines. */
    async pending(caller: WarehouseCaller): Promise<RelabelReview[]> {
      const rows = await repo.ofWarehouse(db, caller.tenantId, caller.warehouseId, PENDING);
      const lines = await repo.lines(
        db,
        rows.map((r) => r.row.id),
      );
      const names = new Map<number, string>();
      for (const r of rows)
        for (const f of await files.described(db, r.row.companyId, r.row.labelFileIds))
          names.set(f.id, f.name);
      return rows.map((r) => {
        const { feeOwed: _owed, feeRecordId: _fee, ...order } = toRelabelOrder(r);
        return {
          ...order,
          companyName: r.companyName,
          lines: lines.filter((l) => l.line.orderId === r.row.id).map((l) => toRelabelLine(l, 'en')),
          labelFiles: r.row.labelFileIds
            .filter((fid) => names.has(fid))
            .map((fid) => ({ id: String(fid), name: names.get(fid)! })),
        };
      });
    },

    /** A new label file the customer attached to one of the warehouse's orders (any other file: 404). */
    async labelFile(caller: WarehouseCaller, id: number, fileId: number) {
      orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
      const row = orNotFound(await repo.row(db, id));
      if (!row.labelFileIds.includes(fileId)) throw errors.notFound();
      const file = orNotFound(await files.ofCompany(row.companyId, fileId));
      return { file, content: await files.read(file) };
    },

    start: (caller: WarehouseCaller, id: number) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'start', who(caller));
        return [await moves.notify(tx, row, 'PROCESSING', null)];
      }),

    reject: (caller: WarehouseCaller, id: number, reason: string) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'reject', who(caller), { rejectReason: reason }, reason);
        await moves.release(tx, row, await linesOf(tx, row), caller.actor);
        const title = formatBoth('relabel.todoRejected', { number: row.relabelNo, reason });
        return [await moves.notify(tx, row, 'REJECTED', title)];
      }),

    /**
     * Completes with the actual quantity of every line (0 up to its expected quantity): the old SKUs
     * out by it, the rest of their reservation released, the new SKUs in, the fee charged per piece.
     */
    complete: (caller: WarehouseCaller, id: number, input: CompleteRelabelRequest, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        const lines = await repo.lines(tx, [row.id]);
        const given = new Map(input.lines.map((l) => [Number(l.lineId), l.actualQuantity]));
        if (
          given.size !== input.lines.length ||
          given.size !== lines.length ||
          lines.some((l) => !given.has(l.line.id))
        )
          throw errors.invalid('relabel.actualLines', {}, 'lines');
        const done = lines.map((l) => ({ ...l.line, actual: given.get(l.line.id)!, oldSku: l.oldSku }));
        const over = done.find((l) => l.actual > l.quantity);
        if (over)
          throw errors.invalid(
            'relabel.actualAboveExpected',
            { sku: over.oldSku, actual: over.actual, expected: over.quantity },
            'lines',
          );
        const pieces = done.reduce((n, l) => n + l.actual, 0);
        await moves.move(tx, row, 'complete', who(caller), { actualQuantity: pieces, completedAt: at });
        await repo.setActuals(
          tx,
          done.map((l) => ({ lineId: l.id, actualQuantity: l.actual })),
        );
        await moves.relabel(tx, row, done, caller.actor, at);
        const owed = await moves.charge(tx, row, pieces, caller.actor, at);
        return [await moves.notify(tx, row, 'COMPLETED', null), ...owed];
      }),
  };
};
export type RelabelWarehouseService = ReturnType<typeof createRelabelWarehouseService>;
