import {
  RETURN_CODES,
  RETURN_FILE_MODULE,
  type InspectReturnRequest,
  type ReturnReview,
  type ReturnStatus,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { Mover } from '../documents/document-moves.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { WarehouseCaller } from '../reservations/reservation-warehouse.service';
import { toReturnLine, toReturnOrder } from './return-orders.mapping';
import type { ReturnMoves } from './return-orders.moves';
import { returnOrdersRepository as repo } from './return-orders.repository';
import type { ReturnOrderRow } from './return-orders.table';

/** What waits for the warehouse: parcels announced and parcels arrived to inspect. */
const PENDING: readonly ReturnStatus[] = ['PENDING_RECEIPT', 'RECEIVED'];

/**
 * The warehouse's side of returns (integration API, simulator): the parcel arrived, photos uploaded,
 * the inspection reported (the pieces back on hand through the inventory kernel, the fee through the
 * finance kernel), each one transaction.
 */
export const createReturnWarehouseService = (
  deps: Pick<Deps, 'db'> & { todos: TodosService; files: FilesService; moves: ReturnMoves },
) => {
  const { db, todos, files, moves } = deps;
  const who = (caller: WarehouseCaller): Mover => ({ actor: caller.actor, warehouseId: caller.warehouseId });

  /** The key's warehouse's return (404 for another's). */
  const ofWarehouse = async (tx: DbOrTx, caller: WarehouseCaller, id: number) => {
    orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
    return orNotFound(await repo.row(tx, id));
  };

  /** Runs one step on a locked return of the key's warehouse and answers its state. */
  const step = async (
    caller: WarehouseCaller,
    id: number,
    body: (tx: DbOrTx, row: ReturnOrderRow) => Promise<CompanyNotice[]>,
  ) => {
    const notices = await db.transaction(async (tx) => {
      orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
      return body(tx, orNotFound(await repo.lock(tx, id)));
    });
    await todos.publish(...notices);
    const after = orNotFound(await repo.row(db, id));
    return { id: String(after.id), returnNo: after.returnNo, status: after.status };
  };

  /** The photos named for the inspection: images the warehouse uploaded for this company's returns. */
  const attachPhotos = async (tx: DbOrTx, row: ReturnOrderRow, ids: number[]) => {
    const isImage = (mime: string) => mime.startsWith('image/');
    if (
      !(await files.attachWarehouseUploads(
        tx,
        row.companyId,
        RETURN_FILE_MODULE,
        ids,
        [RETURN_CODES.view],
        isImage,
      ))
    )
      throw errors.invalid('returns.photoInvalid', {}, 'lines');
  };

  return {
    /** The key's warehouse's returns awaiting arrival or inspection, oldest first, with their lines. */
    async pending(caller: WarehouseCaller): Promise<ReturnReview[]> {
      const rows = await repo.ofWarehouse(db, caller.tenantId, caller.warehouseId, PENDING);
      const lines = await repo.lines(
        db,
        rows.map((r) => r.row.id),
      );
      return rows.map((r) => {
        const { feeOwed: _owed, feeRecordId: _fee, ...order } = toReturnOrder(r);
        return {
          ...order,
          companyName: r.companyName,
          lines: lines
            .filter((l) => l.line.orderId === r.row.id)
            .map((l) => toReturnLine(l, 'en', new Map())),
        };
      });
    },

    receive: (caller: WarehouseCaller, id: number, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'receive', who(caller), { receivedAt: at });
        return [await moves.notify(tx, row, 'RECEIVED', null)];
      }),

    /** An inspection photo of one of the warehouse's returns, checked by its content (an image). */
    async photo(caller: WarehouseCaller, id: number, input: { name: string; contentBase64: string }) {
      const row = await ofWarehouse(db, caller, id);
      if (row.status !== 'RECEIVED') throw moves.refused(row);
      const file = await files.warehouseUpload(row, RETURN_FILE_MODULE, 'image', input);
      return { fileId: String(file.id) };
    },

    /** An inspection photo of one of the warehouse's returns (any other file: 404). */
    async photoFile(caller: WarehouseCaller, id: number, fileId: number) {
      await ofWarehouse(db, caller, id);
      const lines = await repo.lines(db, [id]);
      if (!lines.some((l) => l.line.photoFileIds.includes(fileId))) throw errors.notFound();
      const row = orNotFound(await repo.row(db, id));
      const file = orNotFound(await files.ofCompany(row.companyId, fileId));
      return { file, content: await files.read(file) };
    },

    /**
     * The inspection of every line: sellable, unsellable and destroyed pieces with photos; the pieces
     * back on hand as each line asks, the destroyed written off, the fee charged per piece inspected.
     */
    inspect: (caller: WarehouseCaller, id: number, input: InspectReturnRequest, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        const lines = await repo.lines(tx, [row.id]);
        const given = new Map(input.lines.map((l) => [Number(l.lineId), l]));
        if (
          given.size !== input.lines.length ||
          given.size !== lines.length ||
          lines.some((l) => !given.has(l.line.id))
        )
          throw errors.invalid('returns.inspectLines', {}, 'lines');
        const done = lines.map((l) => {
          const g = given.get(l.line.id)!;
          return {
            lineId: l.line.id,
            productId: l.line.productId,
            handling: l.line.handling,
            sellable: g.sellable,
            unsellable: g.unsellable,
            destroyed: g.destroyed,
            photoFileIds: (g.photoFileIds ?? []).map(Number),
          };
        });
        const sum = (k: 'sellable' | 'unsellable' | 'destroyed') => done.reduce((n, l) => n + l[k], 0);
        await moves.move(tx, row, 'inspect', who(caller), {
          sellableQuantity: sum('sellable'),
          unsellableQuantity: sum('unsellable'),
          destroyedQuantity: sum('destroyed'),
          completedAt: at,
        });
        await attachPhotos(
          tx,
          row,
          done.flatMap((l) => l.photoFileIds),
        );
        await repo.setInspected(tx, done);
        await moves.restock(tx, row, done, caller.actor, at);
        const pieces = sum('sellable') + sum('unsellable') + sum('destroyed');
        const owed = await moves.charge(tx, row, pieces, caller.actor, at);
        return [await moves.notify(tx, row, 'COMPLETED', null), ...owed];
      }),
  };
};
export type ReturnWarehouseService = ReturnType<typeof createReturnWarehouseService>;
