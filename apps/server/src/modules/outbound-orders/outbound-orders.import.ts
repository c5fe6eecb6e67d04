import { z } from 'zod';
import {
  noOutboundAttachments,
  CONSIGNEE_FIELDS,
  OUTBOUND_CODES,
  OUTBOUND_FIELDS,
  OUTBOUND_FILE_MODULE,
  OUTBOUND_IMPORT_KIND,
  OUTBOUND_IMPORT_NOTES,
  OUTBOUND_IMPORT_ORDERS_MAX,
  PRODUCT_LIMITS,
  consigneeFields,
  outboundLine,
  outboundRecipient,
  requiredHeader,
  type CreateOutboundRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { AccountsService } from '../accounts/accounts.service';
import {
  defineImport,
  ImportRowsError,
  type CheckedRow,
  type ImportContext,
  type RowProblem,
} from '../imports/define-import';
import type { SigningService } from '../signing/signing.service';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import type { OutboundOrdersService } from './outbound-orders.service';

// Outbound orders from xlsx (issue 24 §1): a row per line, rows with the same order number one order
// (its recipient, warehouse and service from its first row), written as drafts, all or none. Each
// row is checked by the form's rules (the address book's for the recipient), the lines against the
// company's passed products, the warehouse against its signed ones, the number against its live
// orders; what the pricing refuses (a service that cannot carry an order) fails the file with the
// order's number.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: 'validation.tooLong' }).optional());

const rowSchema = z.object({
  referenceNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40),
  warehouseCode: text(20),
  serviceCode: text(40),
  sku: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(PRODUCT_LIMITS.skuMax, { error: 'validation.tooLong' }),
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    outboundLine.shape.quantity,
  ),
  ...consigneeFields,
  remark: text(500),
});
export type OutboundImportRow = z.infer<typeof rowSchema>;
type Checked = CheckedRow<OutboundImportRow>;

/** The rows by order number, in the file's order. */
const groupsOf = (rows: Checked[]) => {
  const groups = new Map<string, Checked[]>();
  for (const row of rows) {
    const key = row.data.referenceNo ?? '';
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
};

type Deps = { orders: OutboundOrdersService; signing: SigningService; accounts: AccountsService };

/** Every problem of every row, against the company's products, warehouses and orders. */
const problemsOf = async (db: DbOrTx, rows: Checked[], ctx: ImportContext, signing: SigningService) => {
  const problems: RowProblem[] = [];
  const groups = groupsOf(rows);
  if (groups.size > OUTBOUND_IMPORT_ORDERS_MAX)
    problems.push({
      rowNumber: rows[0]!.rowNumber,
      message: 'outbound.importTooManyOrders',
      params: { max: OUTBOUND_IMPORT_ORDERS_MAX },
    });
  const skus = [...new Set(rows.flatMap((r) => (r.data.sku ? [r.data.sku] : [])))];
  const products = new Map((await repo.productsBySku(db, ctx.companyId, skus)).map((p) => [p.sku, p]));
  const signed = await signing.signedWarehouses(ctx.companyId, db);
  const codes = new Map(
    (
      await repo.warehouses(
        db,
        signed.map((w) => w.id),
      )
    ).map((w) => [w.code.toUpperCase(), w.id]),
  );
  const taken = await repo.referencesTaken(db, ctx.companyId, [...groups.keys()]);
  for (const [reference, group] of groups) {
    const first = group[0]!;
    if (taken.has(reference.toLowerCase()))
      problems.push({
        rowNumber: first.rowNumber,
        column: 'referenceNo',
        message: 'outbound.importReferenceTaken',
        params: { value: reference },
      });
    const code = first.data.warehouseCode?.toUpperCase();
    if (code && !codes.has(code))
      problems.push({
        rowNumber: first.rowNumber,
        column: 'warehouseCode',
        message: 'outbound.importWarehouseUnknown',
        params: { value: code },
      });
    // The recipient by the address book's rules (postal format, state, phone of the country).
    const recipient = outboundRecipient.safeParse(
      Object.fromEntries(
        Object.keys(consigneeFields).map((k) => [k, first.data[k as keyof OutboundImportRow]]),
      ),
    );
    for (const issue of recipient.error?.issues ?? [])
      problems.push({
        rowNumber: first.rowNumber,
        column: String(issue.path[0] ?? 'name'),
        message: issue.message as RowProblem['message'],
      });
    const bySku = new Map<string, number[]>();
    for (const row of group) {
      if (!row.data.sku) continue;
      bySku.set(row.data.sku, [...(bySku.get(row.data.sku) ?? []), row.rowNumber]);
      const p = products.get(row.data.sku);
      if (!p || p.status !== 'PASSED')
        problems.push({
          rowNumber: row.rowNumber,
          column: 'sku',
          message: 'outbound.importSkuUnknown',
          params: { value: row.data.sku },
        });
    }
    for (const [sku, at] of bySku)
      if (at.length > 1)
        problems.push({
          rowNumber: at[1]!,
          column: 'sku',
          message: 'outbound.importSkuTwice',
          params: { reference, value: sku, rows: at.join(', ') },
        });
  }
  return { problems, products, codes, groups };
};

const header = (label: { zh: string; en: string }, required: boolean) =>
  required ? requiredHeader(label) : label;

/** The outbound import (OMS_ORDEROUTWAREHOUSE:import), registered by the module's setup. */
export const outboundOrdersImport = ({ orders, signing, accounts }: Deps) =>
  defineImport({
    kind: OUTBOUND_IMPORT_KIND,
    module: OUTBOUND_FILE_MODULE,
    name: { zh: '出库单', en: 'Outbound orders' },
    permission: OUTBOUND_CODES.import,
    templateColumns: [
      {
        key: 'referenceNo',
        header: header(OUTBOUND_FIELDS.referenceNo, true),
        example: 'SHOP-10001',
        width: 18,
        note: OUTBOUND_IMPORT_NOTES.referenceNo,
      },
      {
        key: 'warehouseCode',
        header: header(OUTBOUND_FIELDS.warehouse, false),
        example: '',
        width: 12,
        note: OUTBOUND_IMPORT_NOTES.warehouseCode,
      },
      {
        key: 'serviceCode',
        header: header(OUTBOUND_FIELDS.serviceCode, false),
        example: '',
        width: 14,
        note: OUTBOUND_IMPORT_NOTES.serviceCode,
      },
      {
        key: 'sku',
        header: header(OUTBOUND_FIELDS.sku, true),
        example: 'EARBUD-BLK-01',
        width: 20,
        note: OUTBOUND_IMPORT_NOTES.sku,
      },
      {
        key: 'quantity',
        header: header(OUTBOUND_FIELDS.totalQuantity, true),
        example: 1,
        width: 10,
        note: OUTBOUND_IMPORT_NOTES.quantity,
      },
      { key: 'name', header: header(CONSIGNEE_FIELDS.name, true), example: 'Jane Doe', width: 16 },
      { key: 'company', header: header(CONSIGNEE_FIELDS.company, false), example: '', width: 14 },
      { key: 'phone', header: header(CONSIGNEE_FIELDS.phone, true), example: '+1 213 373 4253', width: 16 },
      { key: 'email', header: header(CONSIGNEE_FIELDS.email, false), example: '', width: 18 },
      {
        key: 'country',
        header: header(CONSIGNEE_FIELDS.country, true),
        example: 'US',
        width: 10,
        note: OUTBOUND_IMPORT_NOTES.country,
      },
      {
        key: 'state',
        header: header(CONSIGNEE_FIELDS.state, false),
        example: 'CA',
        width: 10,
        note: OUTBOUND_IMPORT_NOTES.state,
      },
      { key: 'city', header: header(CONSIGNEE_FIELDS.city, true), example: 'Los Angeles', width: 14 },
      { key: 'postalCode', header: header(CONSIGNEE_FIELDS.postalCode, false), example: '90001', width: 10 },
      { key: 'address', header: header(CONSIGNEE_FIELDS.address, true), example: '100 Main St', width: 24 },
      { key: 'remark', header: header(OUTBOUND_FIELDS.remark, false), example: '', width: 16 },
    ],
    templateNotes: [OUTBOUND_IMPORT_NOTES.drafts],
    // The example names one of the company's passed products, so it imports as it is.
    template: async (db, company) => {
      const sku = company ? await repo.firstPassedSku(db, company.companyId) : undefined;
      return sku ? { example: { sku } } : {};
    },
    rowSchema,
    check: async (db, rows, ctx) => (await problemsOf(db, rows, ctx, signing)).problems,
    apply: async (tx, rows, ctx) => {
      const { problems, products, codes, groups } = await problemsOf(tx, rows, ctx, signing);
      if (problems.length) throw new ImportRowsError(problems);
      const account = await accounts.findById(ctx.userId, tx);
      // The session's part the order's writing reads: who, for which company, in which language.
      const auth = {
        tenantId: ctx.tenantId,
        companyId: ctx.companyId,
        userId: ctx.userId,
        accountName: account?.accountName ?? 'system',
        language: ctx.language,
      } as Parameters<OutboundOrdersService['createManyIn']>[1];
      const inputs = [...groups].map(([reference, group]): CreateOutboundRequest => {
        const first = group[0]!.data as OutboundImportRow;
        return {
          type: 'PARCEL',
          attachments: noOutboundAttachments(),
          referenceNo: reference,
          warehouseId: first.warehouseCode ? String(codes.get(first.warehouseCode.toUpperCase())) : undefined,
          serviceCode: first.serviceCode,
          lines: group.map((r) => ({
            kind: 'PRODUCT',
            id: String(products.get(r.data.sku!)!.id),
            quantity: r.data.quantity!,
          })),
          recipient: outboundRecipient.parse(
            Object.fromEntries(
              Object.keys(consigneeFields).map((k) => [k, first[k as keyof OutboundImportRow]]),
            ),
          ),
          saveRecipient: false,
          shortageAllowed: false,
          expedited: false,
          signature: 'NONE',
          ageCheck: 'NONE',
          remark: first.remark,
          submit: false,
        };
      });
      await orders.createManyIn(tx, auth, inputs);
    },
  });
