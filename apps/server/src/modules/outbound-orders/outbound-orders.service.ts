import {
  OUTBOUND_CODES,
  OUTBOUND_DOCUMENT,
  ADDRESSED_TYPES,
  OUTBOUND_MACHINE,
  canDo,
  formatBoth,
  isEvidenceMime,
  noOutboundAttachments,
  type BatchCancelOutbound,
  type CreateOutboundRequest,
  type DeleteWithReasonRequest,
  type HoldReason,
  type OutboundDetail,
  type OutboundDraftRequest,
  type OutboundOrder,
  type OutboundPageRequest,
  type OutboundQuote,
  type OutboundReasonRequest,
  type OutboundServiceOption,
  type OutboundWarehouseOption,
  type OutboundStatus,
  type UpdateOutboundRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { CertificationService } from '../certification/certification.service';
import type { ConsigneesService } from '../consignees/consignees.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { SigningService } from '../signing/signing.service';
import { attachedIds, draftOf, keptReads, liveReads } from './outbound-orders.drafts';
import { outboundOrdersList } from './outbound-orders.list';
import { notAllowed, type OutboundMoves } from './outbound-orders.moves';
import { feeLinesOf, priceView, type OutboundPricing } from './outbound-orders.pricing';
import { outboundOrdersRepository as repo, type OutboundListRow } from './outbound-orders.repository';
import type { OutboundOrderRow } from './outbound-orders.table';
import { toOutboundDetail, toOutboundOrder } from './outbound-orders.view';

export type OutboundOrdersDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  fees: FeesService;
  signing: SigningService;
  certification: CertificationService;
  consignees: ConsigneesService;
  inventory: InventoryService;
  pricing: OutboundPricing;
  moves: OutboundMoves;
  rateCards: RateCardsService;
  files: FilesService;
};

type Draft = OutboundDraftRequest;

/**
 * The customer's side of outbound orders: lists, details, the price before saving, drafts, submit
 * (stock reserved, the estimate frozen, or on hold for the balance), holds, cancel (an interception
 * request while the warehouse processes), delete, and the system's release of balance holds.
 */
export const createOutboundOrdersService = (deps: OutboundOrdersDeps) => {
  const {
    db,
    operationRecords,
    todos,
    fees,
    signing,
    certification,
    consignees,
    inventory,
    pricing,
    moves,
    rateCards,
    files,
  } = deps;
  const record = operationRecords.recorderOf(OUTBOUND_DOCUMENT.entity);

  const load = async (auth: Pick<AuthContext, 'companyId'>, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  const live = liveReads({ pricing, signing, inventory });

  /** Checks the gates and shapes the order's columns, lines, products and estimate. */
  const prepare = async (tx: DbOrTx, auth: AuthContext, input: Draft, exceptId?: number) => {
    await certification.requirePassed(auth, tx);
    const reference = input.referenceNo;
    if (reference && (await repo.referencesTaken(tx, auth.companyId, [reference], exceptId)).size > 0)
      throw errors.invalid('outbound.referenceTaken', { number: reference }, 'referenceNo');
    return draftOf(tx, auth, input, live);
  };

  /**
   * Keeps the order's files (readable by who may see the order): uploads of the company that are
   * images or PDFs, as the form's upload fields take (`isEvidenceMime`); 422 for any other.
   */
  const attach = async (tx: DbOrTx, companyId: number, ids: number[]) => {
    if (ids.length === 0) return;
    const found = await files.described(tx, companyId, ids);
    if (found.length !== ids.length || !found.every((f) => isEvidenceMime(f.mime)))
      throw errors.invalid('outbound.attachmentInvalid', {}, 'attachments');
    const attached = await files.attach(tx, companyId, ids, [OUTBOUND_CODES.view]);
    if (attached.length !== ids.length) throw errors.invalid('outbound.attachmentInvalid', {}, 'attachments');
  };

  const saveRecipient = async (tx: DbOrTx, auth: AuthContext, input: Draft) => {
    if (!input.saveRecipient || !input.recipient || !ADDRESSED_TYPES.includes(input.type)) return;
    await consignees.keepIn(tx, auth, input.recipient);
  };

  /**
   * Submits inside the caller's transaction: the products reserved (409 with the SKU when one lacks
   * stock: nothing is written), the estimate priced again and frozen. A balance that cannot cover it
   * puts the order on hold for BALANCE (its stock stays reserved).
   */
  const submitIn = async (tx: DbOrTx, auth: AuthContext, id: number, at = new Date()) => {
    const row = orNotFound(await repo.lock(tx, id));
    if (row.companyId !== auth.companyId) throw errors.notFound();
    await certification.requirePassed(auth, tx);
    await signing.requireSigned(auth, row.warehouseId, tx);
    if (!canDo(OUTBOUND_MACHINE, row.status, 'submit', 'customer')) throw notAllowed(row.orderNo);
    const items = await repo.items(tx, [row.id]);
    const { lines, quote } = await pricing.price(tx, {
      warehouseId: row.warehouseId,
      type: row.type,
      recipient: row.recipient,
      serviceCode: row.serviceCode,
      options: row.options,
      items: (
        await repo.productsOf(
          tx,
          row.companyId,
          items.map((i) => i.productId),
        )
      ).map((p) => ({
        productId: p.id,
        quantity: items.find((i) => i.productId === p.id)!.quantity,
        weightG: p.weightG,
        lengthCm100: p.lengthCm100,
        widthCm100: p.widthCm100,
        heightCm100: p.heightCm100,
      })),
    });
    await moves.reserve(tx, row, auth.accountName, items);
    let frozen: Awaited<ReturnType<OutboundMoves['freeze']>> = [];
    let holds: HoldReason[] = [];
    try {
      frozen = await moves.freeze(tx, row, lines, auth.accountName);
    } catch (e) {
      if (!moves.isShortOfFunds(e)) throw e;
      holds = ['BALANCE'];
    }
    const to: OutboundStatus = holds.length > 0 ? 'ON_HOLD' : 'PENDING_OUTBOUND';
    await moves.move(
      tx,
      row,
      'submit',
      actorOf(auth),
      {
        submittedAt: at,
        holdReasons: holds,
        frozenFees: frozen,
        estimate: priceView(lines, quote),
        serviceCode: quote?.service.code ?? row.serviceCode,
        errorReason: null,
        errorNote: null,
        interception: null,
        progress: null,
      },
      null,
      to,
    );
    return moves.notify(
      tx,
      row,
      to,
      to === 'ON_HOLD' ? formatBoth('outbound.todoBalance', { number: row.orderNo }) : null,
    );
  };

  /** Cancels one order before processing, inside the caller's transaction. */
  const cancelIn = async (tx: DbOrTx, auth: AuthContext, id: number, reason: string | null) => {
    const row = orNotFound(await repo.lock(tx, id));
    if (row.companyId !== auth.companyId) throw errors.notFound();
    const { from } = await moves.move(tx, row, 'cancel', actorOf(auth), { holdReasons: [] }, reason);
    await moves.releaseHeld(tx, row, from, auth.accountName, reason);
    return moves.notify(tx, row, 'CANCELLED', null);
  };

  const publishAndView = async (auth: AuthContext, id: number, notices: CompanyNotice[]) => {
    await todos.publish(...notices);
    return toOutboundOrder(await load(auth, id));
  };

  /** One order's hold reasons changed: on hold while any is left, pending outbound when none is. */
  const rehold = async (
    tx: DbOrTx,
    auth: AuthContext,
    row: OutboundOrderRow,
    action: 'hold' | 'release',
    reasons: HoldReason[],
    note: string | null,
  ) => {
    const to: OutboundStatus = reasons.length > 0 ? 'ON_HOLD' : 'PENDING_OUTBOUND';
    await moves.move(tx, row, action, actorOf(auth), { holdReasons: reasons }, note, to);
    return moves.notify(tx, row, to, null);
  };

  /** A draft (and, with `submit`, its submit) inside the caller's transaction. */
  const createIn = async (tx: DbOrTx, auth: AuthContext, input: CreateOutboundRequest, at = new Date()) => {
    const { header, lines, items } = await prepare(tx, auth, input);
    const row = await repo.insert(
      tx,
      { tenantId: auth.tenantId, companyId: auth.companyId },
      { ...header, createdBy: auth.accountName },
      lines,
      items,
      at,
    );
    await attach(tx, auth.companyId, attachedIds(header.options));
    await saveRecipient(tx, auth, input);
    await record(tx, auth, row.id, 'create', { toState: row.status });
    const notices = input.submit ? [await submitIn(tx, auth, row.id, at)] : [];
    return { id: row.id, orderNo: row.orderNo, notices };
  };

  /** The detail of an order (lines with their products, options, parcels), for both sides. */
  const detailOf = async (tx: DbOrTx, row: OutboundListRow) => {
    const [lines, items, shipments, attachments] = await Promise.all([
      repo.lines(tx, row.id),
      repo.items(tx, [row.id]),
      repo.shipments(tx, row.id),
      files.byKind(tx, row.companyId, {
        packingList: row.options.attachments?.packingList ?? [],
        carrierLabel: row.options.attachments?.carrierLabel ?? [],
        fbaBoxLabels: row.options.attachments?.fbaBoxLabels ?? [],
      }),
    ]);
    const combos = lines.flatMap((l) => (l.combinationId ? [l.combinationId] : []));
    const [components, events] = await Promise.all([
      repo.componentsOf(tx, row.companyId, combos),
      repo.events(
        tx,
        shipments.map((x) => x.id),
      ),
    ]);
    return { ...toOutboundDetail(row, lines, items, components, shipments, events), attachments };
  };

  const service = {
    page: (auth: AuthContext, request: OutboundPageRequest) => outboundOrdersList.page(db, auth, request),

    detailOf,

    async detail(auth: AuthContext, id: string): Promise<OutboundDetail> {
      const row = await load(auth, Number(id));
      const [detail, feePage, operations] = await Promise.all([
        detailOf(db, row),
        fees.page(auth, { current: 1, size: 200, documentNo: row.orderNo }),
        operationRecords.recordOf(db, auth, OUTBOUND_DOCUMENT.entity, row.id),
      ]);
      return { ...detail, fees: feePage.records, operations };
    },

    /** The company's signed warehouses, for the form. */
    async warehouses(auth: AuthContext): Promise<OutboundWarehouseOption[]> {
      const signed = await signing.signedWarehouses(auth.companyId);
      const rows = await repo.warehouses(
        db,
        signed.map((w) => w.id),
      );
      return rows.map((w) => ({
        id: String(w.id),
        code: w.code,
        nameZh: w.nameZh,
        nameEn: w.nameEn,
        country: w.country,
      }));
    },

    /** A signed warehouse's carrier services, for the form (another's: 404). */
    async services(auth: AuthContext, warehouseId: string): Promise<OutboundServiceOption[]> {
      const signed = await signing.signedWarehouses(auth.companyId);
      if (!signed.some((w) => w.id === Number(warehouseId))) throw errors.notFound();
      return (await rateCards.services(db, Number(warehouseId))).map((s) => ({
        code: s.code,
        carrier: s.carrier,
        name: s.name,
        currency: s.currency,
        transitDays: s.transitDays,
        deliversToPoBox: s.deliversToPoBox === true,
      }));
    },

    /** The price of a draft before it is saved, with the warehouse and service the portal chose. */
    async quote(auth: AuthContext, input: Draft): Promise<OutboundQuote> {
      return db.transaction(async (tx) => {
        const { place } = await prepare(tx, auth, input);
        const [w] = await repo.warehouses(tx, [place.warehouseId]);
        return {
          ...priceView(place.lines, place.quote),
          warehouse: { id: String(w!.id), code: w!.code, nameZh: w!.nameZh, nameEn: w!.nameEn },
          chosenWarehouse: place.chosen,
          chosenService: !input.serviceCode && place.quote !== null,
        };
      });
    },

    /** A draft (or, with `submit`, a submitted order). */
    async create(auth: AuthContext, input: CreateOutboundRequest, at = new Date()): Promise<OutboundOrder> {
      const { id, notices } = await db.transaction((tx) => createIn(tx, auth, input, at));
      return publishAndView(auth, id, notices);
    },

    /**
     * Many drafts of the session's company written inside the caller's transaction (the xlsx
     * import's orders; their numbers checked by the caller): the gates and every read taken once,
     * each order shaped and priced as `create` would, the rows written a table at a time.
     */
    async createManyIn(tx: DbOrTx, auth: AuthContext, inputs: CreateOutboundRequest[], at = new Date()) {
      await certification.requirePassed(auth, tx);
      const { reads, warm } = keptReads(tx, auth.companyId, { rateCards, signing, inventory });
      await warm(inputs.flatMap((i) => i.lines.flatMap((l) => (l.kind === 'PRODUCT' ? [Number(l.id)] : []))));
      const drafts = [];
      for (const input of inputs) {
        drafts.push(await draftOf(tx, auth, input, reads));
        await saveRecipient(tx, auth, input);
      }
      const owner = { tenantId: auth.tenantId, companyId: auth.companyId };
      const ids = await repo.insertMany(
        tx,
        owner,
        drafts.map((d) => ({ ...d, header: { ...d.header, createdBy: auth.accountName } })),
        at,
      );
      await operationRecords.recordEach(
        tx,
        { ...actorOf(auth), entityType: OUTBOUND_DOCUMENT.entity, action: 'create', toState: 'DRAFT' },
        ids,
      );
      return ids;
    },

    /** A new draft with the lines, recipient and options of one of the company's orders. */
    async copy(auth: AuthContext, id: string): Promise<OutboundOrder> {
      const row = await load(auth, Number(id));
      const lines = await repo.lines(db, row.id);
      const o = row.options;
      return service.create(auth, {
        type: row.type,
        warehouseId: String(row.warehouseId),
        serviceCode: row.serviceCode ?? undefined,
        lines: lines.map((l) => ({
          kind: l.kind,
          id: String(l.productId ?? l.combinationId),
          quantity: l.quantity,
        })),
        recipient: row.recipient ?? undefined,
        saveRecipient: false,
        suggestedPackaging: o.suggestedPackaging,
        shortageAllowed: o.shortageAllowed,
        expedited: o.expedited,
        insuredAmount: o.insuredAmount,
        signature: o.signature,
        ageCheck: o.ageCheck,
        truck: o.truck,
        fba: o.fba,
        pickup: o.pickup,
        customsTerms: o.customsTerms,
        iossNumber: o.iossNumber,
        remark: row.remark ?? undefined,
        // A file belongs to one order: labels and packing lists are the original's.
        attachments: noOutboundAttachments(),
        submit: false,
      });
    },

    /** Edits a draft or an order with an error: every field and line replaced (409 in another state). */
    async update(auth: AuthContext, input: UpdateOutboundRequest): Promise<OutboundOrder> {
      const before = await load(auth, Number(input.id));
      await db.transaction(async (tx) => {
        await moves.move(tx, before, 'edit', actorOf(auth));
        const { header, lines, items } = await prepare(tx, auth, input, before.id);
        const kept = attachedIds(header.options);
        const dropped = attachedIds(before.options).filter((f) => !kept.includes(f));
        if (dropped.length > 0) await files.detach(tx, auth.companyId, dropped);
        await attach(tx, auth.companyId, kept);
        await repo.replace(tx, before.id, auth.companyId, header, lines, items);
        await saveRecipient(tx, auth, input);
      });
      return toOutboundOrder(await load(auth, before.id));
    },

    async submit(auth: AuthContext, id: string): Promise<OutboundOrder> {
      const notice = await db.transaction((tx) => submitIn(tx, auth, Number(id)));
      return publishAndView(auth, Number(id), [notice]);
    },

    /** Holds a pending order (or adds the customer's reason to an order on hold). */
    async hold(auth: AuthContext, input: OutboundReasonRequest): Promise<OutboundOrder> {
      const row = await load(auth, Number(input.id));
      const notice = await db.transaction(async (tx) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        const reasons = [...new Set<HoldReason>([...locked.holdReasons, 'MANUAL'])];
        return rehold(tx, auth, locked, 'hold', reasons, input.reason ?? null);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /** Clears the customer's hold; the order waits on while another reason is left. */
    async release(auth: AuthContext, id: string): Promise<OutboundOrder> {
      const row = await load(auth, Number(id));
      const notice = await db.transaction(async (tx) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        if (!locked.holdReasons.includes('MANUAL')) throw notAllowed(locked.orderNo);
        const reasons = locked.holdReasons.filter((r) => r !== 'MANUAL');
        return rehold(tx, auth, locked, 'release', reasons, null);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /**
     * Cancels an order before processing (its stock and freeze released); while the warehouse
     * processes it, asks the warehouse to intercept it instead (the warehouse answers).
     */
    async cancel(auth: AuthContext, input: OutboundReasonRequest): Promise<OutboundOrder> {
      const row = await load(auth, Number(input.id));
      const reason = input.reason ?? null;
      const notice = await db.transaction(async (tx) => {
        if (row.status !== 'PROCESSING') return cancelIn(tx, auth, row.id, reason);
        const locked = orNotFound(await repo.lock(tx, row.id));
        if (locked.interception === 'REQUESTED') throw errors.conflict('outbound.interceptionPending');
        await moves.move(
          tx,
          locked,
          'intercept',
          actorOf(auth),
          { interception: 'REQUESTED' },
          reason,
          'PROCESSING',
        );
        return moves.notify(tx, locked, 'PROCESSING', null);
      });
      return publishAndView(auth, row.id, [notice]);
    },

    /** Cancels the selected orders, none of them processing: all or none. */
    async batchCancel(auth: AuthContext, input: BatchCancelOutbound) {
      const ids = [...new Set(input.ids.map(Number))];
      const notices = await db.transaction(async (tx) => {
        const rows = await repo.lockMany(tx, auth.companyId, ids);
        if (rows.length !== ids.length) throw errors.notFound();
        const out: CompanyNotice[] = [];
        for (const row of rows) out.push(await cancelIn(tx, auth, row.id, input.reason ?? null));
        return out;
      });
      await todos.publish(...notices);
      return { affected: ids.length };
    },

    /** Deletes drafts with a reason: all of the selection or none. */
    async delete(auth: AuthContext, input: DeleteWithReasonRequest) {
      const ids = [...new Set(input.ids.map(Number))];
      await db.transaction(async (tx) => {
        const rows = await repo.lockMany(tx, auth.companyId, ids);
        if (rows.length !== ids.length) throw errors.notFound();
        for (const row of rows) {
          if (!canDo(OUTBOUND_MACHINE, row.status, 'delete', 'customer')) throw notAllowed(row.orderNo);
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          const fileIds = attachedIds(row.options);
          if (fileIds.length > 0) await files.detach(tx, auth.companyId, fileIds);
        }
        const deleted = await repo.deleteMany(
          tx,
          auth.companyId,
          ids,
          OUTBOUND_MACHINE.transitions.delete.from,
        );
        if (deleted.length !== ids.length) throw notAllowed('');
      });
      return { affected: ids.length };
    },

    /**
     * The system's release of balance holds after money came in (a recharge, a refund): the
     * company's orders on hold for BALANCE, oldest first, each frozen in turn while the balance
     * covers it; the first it cannot cover stops the round (a later, smaller order does not jump the
     * queue). Inside the caller's transaction; answers the notices to publish after commit.
     */
    async releaseBalance(
      tx: DbOrTx,
      owner: { tenantId: number; companyId: number },
    ): Promise<CompanyNotice[]> {
      const out: CompanyNotice[] = [];
      for (const held of await repo.heldForBalance(tx, owner.companyId)) {
        const row = await repo.lock(tx, held.id);
        if (!row || row.status !== 'ON_HOLD' || !row.holdReasons.includes('BALANCE')) continue;
        const lines = feeLinesOf(row.estimate);
        let frozen;
        try {
          frozen = await moves.freeze(tx, row, lines, 'system');
        } catch (e) {
          if (moves.isShortOfFunds(e)) break;
          throw e;
        }
        const reasons = row.holdReasons.filter((r) => r !== 'BALANCE');
        const to: OutboundStatus = reasons.length > 0 ? 'ON_HOLD' : 'PENDING_OUTBOUND';
        await moves.move(
          tx,
          row,
          'releaseBalance',
          { actor: 'system' },
          { holdReasons: reasons, frozenFees: frozen },
          null,
          to,
        );
        out.push(await moves.notify(tx, row, to, null));
      }
      return out;
    },

    /** Orders shipped per UTC day since `since` (the home page's chart). */
    async shippedPerDay(companyId: number, since: Date): Promise<{ day: string; n: number }[]> {
      return (await repo.shippedPerDay(db, companyId, since)).map((r) => ({ day: r.day, n: Number(r.n) }));
    },

    async countByStatus(companyId: number): Promise<{ status: OutboundStatus; count: number }[]> {
      return (await repo.countByStatus(db, companyId)).map((r) => ({
        status: r.status,
        count: Number(r.count),
      }));
    },
  };
  return service;
};
export type OutboundOrdersService = ReturnType<typeof createOutboundOrdersService>;
