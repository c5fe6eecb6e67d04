import { z } from 'zod';
import {
  INBOUND_CODES,
  INBOUND_FIELDS,
  INBOUND_LIMITS,
  INBOUND_LINES_IMPORT_KIND,
  INBOUND_LINES_IMPORT_NOTES,
  INBOUND_MACHINE,
  INBOUND_STATUS_LABELS,
  inboundLineInput,
  PRODUCT_LIMITS,
  requiredHeader,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { AccountsService } from '../accounts/accounts.service';
import {
  defineImport,
  ImportRowsError,
  type CheckedRow,
  type ImportContext,
  type RowProblem,
} from '../imports/define-import';
import { JobFailure } from '../jobs/jobs.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { inboundOrderLinesRepository as repo } from './inbound-order-lines.repository';
import { INBOUND_ENTITY } from './inbound-orders.moves';

// The lines of one inbound order from xlsx (issue 11 §2): rows of (SKU, boxes) into a draft or
// rejected order of the company, named by the upload's `target` (the order's id). All rows or none;
// the import REPLACES the order's lines (quantity = boxes × the product's pieces per carton).

const rowSchema = z.object({
  sku: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(PRODUCT_LIMITS.skuMax, { error: 'validation.tooLong' }),
  boxes: inboundLineInput.shape.boxes,
});
export type InboundLineImportRow = z.infer<typeof rowSchema>;

/** The states whose lines may change: where the customer may edit the order. */
const EDITABLE = INBOUND_MACHINE.transitions.edit.from as readonly string[];

/** The order the import fills, by the upload's target: the company's, still editable. */
const targetOrder = async (db: DbOrTx, ctx: ImportContext, lock = false) => {
  const id = ctx.target && /^\d{1,15}$/.test(ctx.target) ? Number(ctx.target) : undefined;
  if (id === undefined) throw errors.invalid('inboundOrders.importTarget', undefined, 'target');
  const order = await repo.order(db, ctx.companyId, id, lock);
  if (!order) throw errors.notFound();
  return order;
};

type Checked = CheckedRow<InboundLineImportRow>;

/**
 * The rows against the company's products: a SKU it has and that passed review, each SKU on one row,
 * at most INBOUND_LIMITS.importLinesMax rows. Answers the products by SKU for `apply`.
 */
const problemsOf = async (db: DbOrTx, companyId: number, rows: Checked[]) => {
  const problems: RowProblem[] = [];
  const skus = [...new Set(rows.flatMap((r) => (r.data.sku ? [r.data.sku] : [])))];
  const products = new Map((await repo.productsBySku(db, companyId, skus)).map((p) => [p.sku, p]));
  const rowsOfSku = new Map<string, number[]>();
  for (const { rowNumber, data } of rows) {
    if (data.sku) rowsOfSku.set(data.sku, [...(rowsOfSku.get(data.sku) ?? []), rowNumber]);
  }
  rows.forEach(({ rowNumber, data }, i) => {
    if (i === INBOUND_LIMITS.importLinesMax) {
      problems.push({
        rowNumber,
        message: 'inboundOrders.importTooManyLines',
        params: { max: INBOUND_LIMITS.importLinesMax },
      });
    }
    if (!data.sku) return;
    const product = products.get(data.sku);
    if (!product) problems.push({ rowNumber, column: 'sku', message: 'imports.cell.notFound' });
    else if (product.status !== 'PASSED') {
      problems.push({
        rowNumber,
        column: 'sku',
        message: 'inboundOrders.importSkuNotPassed',
        params: { value: data.sku },
      });
    }
    const same = rowsOfSku.get(data.sku)!;
    if (same.length > 1) {
      problems.push({
        rowNumber,
        column: 'sku',
        message: 'imports.cell.twiceInFile',
        params: { value: data.sku, rows: same.join(', ') },
      });
    }
  });
  return { problems, products };
};

type Deps = { operationRecords: OperationRecordsService; accounts: AccountsService };

const EXAMPLE_SKU = 'EARBUD-BLK-01';

/** The line import (OMS_ORDERWAREHOUS:import), registered by the module's setup. */
export const inboundLinesImport = ({ operationRecords, accounts }: Deps) => {
  const record = operationRecords.recorderOf(INBOUND_ENTITY);
  return defineImport({
    kind: INBOUND_LINES_IMPORT_KIND,
    module: 'inbound-orders',
    name: { zh: '入库单明细', en: 'Inbound order lines' },
    permission: INBOUND_CODES.import,
    templateColumns: [
      {
        key: 'sku',
        header: requiredHeader(INBOUND_FIELDS.sku),
        example: EXAMPLE_SKU,
        width: 22,
        note: INBOUND_LINES_IMPORT_NOTES.sku,
      },
      {
        key: 'boxes',
        header: requiredHeader(INBOUND_FIELDS.boxes),
        example: 2,
        width: 12,
        note: INBOUND_LINES_IMPORT_NOTES.boxes,
      },
    ],
    templateNotes: [INBOUND_LINES_IMPORT_NOTES.replace],
    // The example names one of the company's passed products, so it imports as it is.
    template: async (db, company) => {
      const [sku] = company ? await repo.passedSkus(db, company.companyId, 1) : [];
      return { example: { sku: sku ?? EXAMPLE_SKU } };
    },
    checkTarget: async (db, ctx) => {
      const order = await targetOrder(db, ctx);
      if (!EDITABLE.includes(order.status)) {
        throw errors.conflict('inboundOrders.notAllowed', {
          number: order.orderNo,
          status: INBOUND_STATUS_LABELS[order.status][ctx.language],
        });
      }
    },
    rowSchema,
    check: async (db, rows, ctx) => (await problemsOf(db, ctx.companyId, rows)).problems,
    apply: async (tx, rows, ctx) => {
      const order = await targetOrder(tx, ctx, true);
      if (!EDITABLE.includes(order.status)) throw new JobFailure('inboundOrders.importNotEditable');
      // Checked before; again in the transaction, for a product changed since.
      const { problems, products } = await problemsOf(tx, ctx.companyId, rows);
      if (problems.length) throw new ImportRowsError(problems);
      const lines = rows.map(({ data }) => {
        const p = products.get(data.sku)!;
        return { productId: p.id, boxes: data.boxes, quantity: data.boxes * p.piecesPerCarton };
      });
      await repo.replaceLines(tx, { id: order.id, companyId: ctx.companyId }, lines);
      const actor = (await accounts.findById(ctx.userId, tx))?.accountName ?? 'system';
      await record(
        tx,
        { tenantId: ctx.tenantId, companyId: ctx.companyId, userId: ctx.userId, actor },
        order.id,
        'importLines',
        { note: `${lines.length} SKU / ${lines.reduce((n, l) => n + l.boxes, 0)} boxes` },
      );
    },
  });
};
