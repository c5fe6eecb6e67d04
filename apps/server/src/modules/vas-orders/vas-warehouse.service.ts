import {
  formatBoth,
  fromMinor,
  isEvidenceMime,
  toMinor,
  VAS_CODES,
  VAS_FILE_MODULE,
  type CompleteVasRequest,
  type Currency,
  type VasReview,
  type VasStatus,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { Mover } from '../documents/document-moves.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { WarehouseCaller } from '../reservations/reservation-warehouse.service';
import { filesOf, toVasKit, toVasLine, toVasOrder } from './vas-orders.mapping';
import type { VasMoves } from './vas-orders.moves';
import { vasOrdersRepository as repo } from './vas-orders.repository';
import type { VasOrderRow } from './vas-orders.table';

/** What waits for the warehouse: orders to quote, confirmed ones to start, ones in processing. */
const PENDING: readonly VasStatus[] = ['PENDING_QUOTE', 'CONFIRMED', 'PROCESSING'];

/**
 * The warehouse's side of VAS orders (integration API, simulator): quote or reject, start, upload
 * results, complete (the pieces through the inventory kernel, the quote charged through the finance
 * kernel), each one transaction.
 */
export const createVasWarehouseService = (
  deps: Pick<Deps, 'db'> & { todos: TodosService; files: FilesService; moves: VasMoves },
) => {
  const { db, todos, files, moves } = deps;
  const who = (caller: WarehouseCaller): Mover => ({ actor: caller.actor, warehouseId: caller.warehouseId });

  const ofWarehouse = async (caller: WarehouseCaller, id: number) => {
    orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
    return orNotFound(await repo.row(db, id));
  };

  const step = async (
    caller: WarehouseCaller,
    id: number,
    body: (tx: DbOrTx, row: VasOrderRow) => Promise<CompanyNotice[]>,
  ) => {
    const notices = await db.transaction(async (tx) => {
      orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
      return body(tx, orNotFound(await repo.lock(tx, id)));
    });
    await todos.publish(...notices);
    const after = orNotFound(await repo.row(db, id));
    return { id: String(after.id), vasNo: after.vasNo, status: after.status };
  };

  /** Results named at completion: images or PDFs the warehouse uploaded for this company's orders. */
  const attachResults = async (tx: DbOrTx, row: VasOrderRow, ids: number[]) => {
    if (
      !(await files.attachWarehouseUploads(
        tx,
        row.companyId,
        VAS_FILE_MODULE,
        ids,
        [VAS_CODES.view],
        isEvidenceMime,
      ))
    )
      throw errors.invalid('vas.resultInvalid', {}, 'resultFileIds');
  };

  return {
    /** The key's warehouse's orders that wait for it, oldest first, with their lines and files. */
    async pending(caller: WarehouseCaller): Promise<VasReview[]> {
      const rows = await repo.ofWarehouse(db, caller.tenantId, caller.warehouseId, PENDING);
      const lines = await repo.lines(
        db,
        rows.map((r) => r.row.id),
      );
      const out: VasReview[] = [];
      for (const r of rows) {
        const names = new Map(
          (await files.described(db, r.row.companyId, [...r.row.attachmentIds, ...r.row.resultFileIds])).map(
            (f) => [f.id, f.name],
          ),
        );
        const { feeRecordId: _fee, ...order } = toVasOrder(r);
        out.push({
          ...order,
          companyName: r.companyName,
          lines: lines.filter((l) => l.line.orderId === r.row.id).map((l) => toVasLine(l, 'en')),
          kit: toVasKit(r.row, await repo.kitOf(db, r.row)),
          attachments: filesOf(r.row.attachmentIds, names),
          results: filesOf(r.row.resultFileIds, names),
        });
      }
      return out;
    },

    /** An attachment or a result of one of the warehouse's orders (any other file: 404). */
    async file(caller: WarehouseCaller, id: number, fileId: number) {
      const row = await ofWarehouse(caller, id);
      if (!row.attachmentIds.includes(fileId) && !row.resultFileIds.includes(fileId)) throw errors.notFound();
      const file = orNotFound(await files.ofCompany(row.companyId, fileId));
      return { file, content: await files.read(file) };
    },

    quote: (
      caller: WarehouseCaller,
      id: number,
      input: { amount: string; currency: Currency; note?: string | null },
      at = new Date(),
    ) =>
      step(caller, id, async (tx, row) => {
        const minor = toMinor(input.amount);
        await moves.move(tx, row, 'quote', who(caller), {
          quoteMinor: minor,
          quoteCurrency: input.currency,
          quoteNote: input.note ?? null,
          quotedAt: at,
        });
        const title = formatBoth('vas.todoQuoted', {
          number: row.vasNo,
          amount: `${input.currency} ${fromMinor(minor)}`,
        });
        return [await moves.notify(tx, row, 'QUOTED', title)];
      }),

    reject: (caller: WarehouseCaller, id: number, reason: string) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'reject', who(caller), { rejectReason: reason }, reason);
        return [
          await moves.notify(
            tx,
            row,
            'REJECTED',
            formatBoth('vas.todoRejected', { number: row.vasNo, reason }),
          ),
        ];
      }),

    start: (caller: WarehouseCaller, id: number) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'start', who(caller));
        return [await moves.notify(tx, row, 'PROCESSING', null)];
      }),

    /** A result file (a photo, a report) of an order in processing, checked by its content. */
    async result(caller: WarehouseCaller, id: number, input: { name: string; contentBase64: string }) {
      const row = await ofWarehouse(caller, id);
      if (row.status !== 'PROCESSING') throw moves.refused(row);
      const file = await files.warehouseUpload(row, VAS_FILE_MODULE, 'attachment', input);
      return { fileId: String(file.id) };
    },

    /** The work done with its results: the pieces settled as the service says, the quote charged. */
    complete: (caller: WarehouseCaller, id: number, input: CompleteVasRequest, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        const results = (input.resultFileIds ?? []).map(Number);
        await moves.move(tx, row, 'complete', who(caller), {
          completedAt: at,
          resultNote: input.note ?? null,
          resultFileIds: results,
        });
        await attachResults(tx, row, results);
        const lines = (await repo.lines(tx, [row.id])).map((l) => l.line);
        await moves.finish(tx, row, lines, caller.actor, at);
        return [await moves.notify(tx, row, 'COMPLETED', null)];
      }),
  };
};
export type VasWarehouseService = ReturnType<typeof createVasWarehouseService>;
