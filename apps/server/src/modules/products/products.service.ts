import {
  PRODUCT_DOCUMENT,
  canDo,
  cmToCm100Metric,
  formatBoth,
  kgToGrams,
  PRODUCT_IMAGE_READ_CODES,
  PRODUCT_LIMITS,
  PRODUCT_MACHINE,
  type ApproveProductRequest,
  type BatchResult,
  type CreateProductRequest,
  type DeleteProductsRequest,
  type PendingProduct,
  type PrintLabelsRequest,
  type PrintLabelsResult,
  type Product,
  type ProductAction,
  type ProductDetail,
  type ProductFilters,
  type ProductPageRequest,
  type UpdateProductRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { reviewedColumns } from '../../lib/review';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { BrandsService } from '../brands/brands.service';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import {
  deciderOf,
  type Decider,
  type OperationRecordsService,
} from '../operation-records/operation-records.service';
import { productLabelsPdf } from './products.labels';
import { columnsOf, LOCKED_COLUMNS, toPending, toProduct } from './products.mapping';
import { productsRepository as repo } from './products.repository';
import { isUniqueViolation } from '../../lib/pg-errors';

export type ProductsDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  files: FilesService;
  brands: BrandsService;
};

/** The timeline's entity type and the to-dos' document type. */
export const PRODUCT_ENTITY = PRODUCT_DOCUMENT.entity;

type Scope = { tenantId: number; companyId: number };

/**
 * Products (SKU) and their audit (PRODUCT_MACHINE in contracts): the customer creates, edits,
 * submits and deletes; the warehouse approves with the actual weight and sizes or rejects with a
 * reason (integration API, simulator), which raises a to-do of related type 1. Every change writes
 * the operation record in its transaction; another company's id answers 404.
 */
export const createProductsService = ({ db, operationRecords, todos, files, brands }: ProductsDeps) => {
  const notify = createDocumentNotices(todos, PRODUCT_DOCUMENT);
  const move = createDocumentMoves(operationRecords, {
    document: PRODUCT_DOCUMENT,
    repository: repo,
    refused: () => errors.conflict('products.alreadyDecided'),
  });
  const record = (
    tx: DbOrTx,
    scope: Scope & { userId?: number | null; warehouseId?: number | null },
    actor: string,
    id: number,
    action: string,
    extra: { fromState?: string; toState?: string; note?: string | null } = {},
  ) =>
    operationRecords.record(tx, {
      tenantId: scope.tenantId,
      companyId: scope.companyId,
      userId: scope.userId ?? null,
      warehouseId: scope.warehouseId ?? null,
      actor,
      entityType: PRODUCT_ENTITY,
      entityId: id,
      action,
      ...extra,
    });

  const skuTaken = (sku: string) => errors.invalid('products.skuTaken', { sku }, 'sku');

  /**
   * The images must be the company's uploaded images, not used by another document; `own` are the
   * product's current ones (kept on an edit).
   */
  const assertImages = async (companyId: number, ids: number[], own: number[] = []) => {
    for (const id of ids) {
      const file = await files.ofCompany(companyId, id);
      const usable =
        file &&
        file.kind === 'upload' &&
        file.mime.startsWith('image/') &&
        (file.status === 'READY' || (file.status === 'ATTACHED' && own.includes(id)));
      if (!usable) throw errors.invalid('products.imageInvalid', undefined, 'imageFileIds');
    }
  };

  const assertForm = async (auth: AuthContext, input: CreateProductRequest, own: number[] = []) => {
    if (input.brandId) await brands.assertOwn(auth, Number(input.brandId));
    await assertImages(auth.companyId, input.imageFileIds.map(Number), own);
  };

  const load = async (auth: AuthContext, id: number) => orNotFound(await repo.byId(db, auth.companyId, id));

  /** Locks the named products of the company; any missing (or another company's) answers 404. */
  const lockAll = async (tx: DbOrTx, auth: AuthContext, rawIds: string[]) => {
    const ids = [...new Set(rawIds.map(Number))];
    return allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
  };

  const listQuery = (auth: AuthContext, filters: Partial<ProductFilters> & { ids?: number[] }) =>
    repo.listQuery(auth.companyId, filters);

  const service = {
    async page(auth: AuthContext, request: ProductPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, listQuery(auth, filters), paging, toProduct);
    },

    async detail(auth: AuthContext, id: string): Promise<ProductDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, PRODUCT_ENTITY, row.id);
      return { ...toProduct(row), operations };
    },

    async create(auth: AuthContext, input: CreateProductRequest): Promise<Product> {
      await assertForm(auth, input);
      if (await repo.skuHolder(db, auth.companyId, input.sku)) throw skuTaken(input.sku);
      const columns = columnsOf(input);
      try {
        const id = await db.transaction(async (tx) => {
          const created = await repo.insert(tx, {
            ...columns,
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            createdBy: auth.accountName,
          });
          const attached = await files.attach(
            tx,
            auth.companyId,
            columns.imageFileIds,
            PRODUCT_IMAGE_READ_CODES,
          );
          if (attached.length !== columns.imageFileIds.length)
            throw errors.invalid('products.imageInvalid', undefined, 'imageFileIds');
          await record(tx, auth, auth.accountName, created, 'create', { toState: PRODUCT_MACHINE.initial });
          return created;
        });
        return toProduct(await load(auth, id));
      } catch (error) {
        if (isUniqueViolation(error, 'products_company_sku')) throw skuTaken(input.sku);
        throw error;
      }
    },

    /**
     * Edits a product that is not under review. A passed product keeps its SKU, weight and sizes
     * (409 `products.physicalLocked`); other fields may change.
     */
    async update(auth: AuthContext, input: UpdateProductRequest): Promise<Product> {
      const current = await load(auth, Number(input.id));
      await assertForm(auth, input, current.imageFileIds);
      const columns = columnsOf(input);
      try {
        await db.transaction(async (tx) => {
          const row = (await repo.lock(tx, auth.companyId, current.id))!;
          if (!canDo(PRODUCT_MACHINE, row.status, 'edit', 'customer'))
            throw errors.conflict('products.notEditable');
          const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
            (k) => JSON.stringify(columns[k]) !== JSON.stringify(row[k]),
          );
          if (
            row.status === 'PASSED' &&
            changed.some((k) => (LOCKED_COLUMNS as readonly string[]).includes(k))
          )
            throw errors.conflict('products.physicalLocked');
          const added = columns.imageFileIds.filter((f) => !row.imageFileIds.includes(f));
          const removed = row.imageFileIds.filter((f) => !columns.imageFileIds.includes(f));
          const attached = await files.attach(tx, auth.companyId, added, PRODUCT_IMAGE_READ_CODES);
          if (attached.length !== added.length)
            throw errors.invalid('products.imageInvalid', undefined, 'imageFileIds');
          if (removed.length) await files.detach(tx, auth.companyId, removed);
          await repo.update(tx, row.id, columns);
          await record(tx, auth, auth.accountName, row.id, 'update', {
            fromState: row.status,
            toState: row.status,
            note: changed.join(', ') || null,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'products_company_sku')) throw skuTaken(input.sku);
        throw error;
      }
      return toProduct(await load(auth, current.id));
    },

    /** Sends products for review, all or nothing; one that cannot be submitted names its SKU (409). */
    async submit(auth: AuthContext, ids: string[]): Promise<BatchResult> {
      return db.transaction(async (tx) => {
        const rows = await lockAll(tx, auth, ids);
        const refused = rows.find((r) => !canDo(PRODUCT_MACHINE, r.status, 'submit', 'customer'));
        if (refused) throw errors.conflict('products.notSubmittable', { sku: refused.sku });
        // Imported products come without images: 3 to 5 are needed before the audit.
        const bare = rows.find(
          (r) =>
            r.imageFileIds.length < PRODUCT_LIMITS.imagesMin ||
            r.imageFileIds.length > PRODUCT_LIMITS.imagesMax,
        );
        if (bare)
          throw errors.conflict('products.imagesMissing', {
            sku: bare.sku,
            min: PRODUCT_LIMITS.imagesMin,
            max: PRODUCT_LIMITS.imagesMax,
          });
        const to = PRODUCT_MACHINE.transitions.submit.to;
        for (const r of rows) {
          await repo.update(tx, r.id, {
            status: to,
            submittedAt: new Date(),
            rejectReason: null,
            decidedAt: null,
            decidedBy: null,
          });
          await record(tx, auth, auth.accountName, r.id, 'submit', { fromState: r.status, toState: to });
          // The customer answered the rejection: its to-do is done.
          await todos.resolve(tx, {
            companyId: auth.companyId,
            documentType: PRODUCT_ENTITY,
            documentId: r.id,
          });
        }
        return { affected: rows.length };
      });
    },

    /** Deletes products before the audit or after a rejection, with a reason (specification §5). */
    async delete(auth: AuthContext, input: DeleteProductsRequest): Promise<BatchResult> {
      return db.transaction(async (tx) => {
        const rows = await lockAll(tx, auth, input.ids);
        const refused = rows.find((r) => !canDo(PRODUCT_MACHINE, r.status, 'delete', 'customer'));
        if (refused) throw errors.conflict('products.notDeletable', { sku: refused.sku });
        for (const r of rows) {
          await record(tx, auth, auth.accountName, r.id, 'delete', {
            fromState: r.status,
            note: `${r.sku}: ${input.reason}`,
          });
          await todos.resolve(tx, {
            companyId: auth.companyId,
            documentType: PRODUCT_ENTITY,
            documentId: r.id,
          });
        }
        const images = rows.flatMap((r) => r.imageFileIds);
        if (images.length) await files.detach(tx, auth.companyId, images);
        await repo.deleteMany(
          tx,
          rows.map((r) => r.id),
        );
        return { affected: rows.length };
      });
    },

    /** Labels of the selected products as a PDF in the file center (module products, an export). */
    async labels(auth: AuthContext, input: PrintLabelsRequest): Promise<PrintLabelsResult> {
      const ids = [...new Set(input.ids.map(Number))];
      const rows = allOrNotFound(await repo.manyOfCompany(db, auth.companyId, ids), ids);
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
      const pdf = await productLabelsPdf(rows.map((product) => ({ product, copies: input.copies })));
      const name = rows.length === 1 ? `label-${rows[0]!.sku}.pdf` : `labels-${rows.length}.pdf`;
      const owner = { tenantId: auth.tenantId, companyId: auth.companyId, userId: auth.userId };
      const file = await files.writeReady(
        owner,
        { kind: 'export', module: PRODUCT_ENTITY, name },
        'application/pdf',
        pdf,
      );
      return { fileId: String(file.id), name };
    },

    // ---- the warehouse side: the integration API and the simulator call these ----

    async pendingForTenant(tenantId: number): Promise<PendingProduct[]> {
      return (await repo.underReview(db, tenantId)).map(toPending);
    },

    async detailForTenant(tenantId: number, id: number): Promise<ProductDetail> {
      const row = orNotFound(await repo.byIdForTenant(db, tenantId, id));
      const operations = await operationRecords.listFor(db, {
        tenantId,
        companyId: row.companyId,
        entityType: PRODUCT_ENTITY,
        entityId: row.id,
      });
      return { ...toProduct(row), operations };
    },

    /**
     * The warehouse's answer to a product under review: passed with what it measured (an update
     * notice of related type 1), or rejected with a reason (a to-do of related type 1); the notice is
     * published after the commit.
     * Another tenant's id answers 404; a product not under review 409 `products.alreadyDecided`.
     */
    async decide(
      tenantId: number,
      id: number,
      decision: { approve: true; measured: ApproveProductRequest } | { approve: false; reason: string },
      by: Decider,
    ): Promise<{ id: number; status: string }> {
      const action: ProductAction = decision.approve ? 'approve' : 'reject';
      const { actor, warehouseId } = deciderOf(by);
      const { notice, status } = await db.transaction(async (tx) => {
        const row = orNotFound(await repo.lockForTenant(tx, tenantId, id));
        const scope = { tenantId, companyId: row.companyId };
        const m = decision.approve ? decision.measured : null;
        const reason = decision.approve ? null : decision.reason;
        const { to } = await move(
          tx,
          row,
          action,
          { actor, warehouseId },
          {
            ...reviewedColumns(reason, actor),
            ...(m && {
              actualWeightG: kgToGrams(m.actualWeightKg),
              actualLengthCm100: cmToCm100Metric(m.actualLengthCm),
              actualWidthCm100: cmToCm100Metric(m.actualWidthCm),
              actualHeightCm100: cmToCm100Metric(m.actualHeightCm),
            }),
          },
          m
            ? `${m.actualWeightKg} kg, ${m.actualLengthCm} × ${m.actualWidthCm} × ${m.actualHeightCm} cm`
            : reason,
        );
        // Rejected waits for the customer (a to-do); passed is information (an update notice).
        const title = decision.approve
          ? formatBoth('products.todoPassed', { sku: row.sku })
          : formatBoth('products.todoRejected', { sku: row.sku, reason: decision.reason });
        const notice = await notify(
          tx,
          { ...scope, id: row.id, number: row.sku },
          to,
          title,
          !decision.approve,
        );
        return { notice, status: to };
      });
      await todos.publish(notice);
      return { id, status };
    },
  };
  return service;
};
export type ProductsService = ReturnType<typeof createProductsService>;
