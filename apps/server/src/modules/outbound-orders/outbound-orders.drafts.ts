import {
  ADDRESSED_TYPES,
  quoteParcel,
  type OutboundAttachmentIds,
  type OutboundDraftRequest,
} from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { InventoryService } from '../inventory/inventory.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { SigningService } from '../signing/signing.service';
import {
  cheaper,
  createOutboundPricing,
  priceView,
  type CardReads,
  type OutboundPricing,
  type PricedItem,
} from './outbound-orders.pricing';
import {
  outboundOrdersRepository as repo,
  type NewOutboundItem,
  type NewOutboundLine,
  type NewOutboundOrder,
} from './outbound-orders.repository';
import type { OutboundAttachmentIdsColumn, OutboundOptionsColumn } from './outbound-orders.table';

// How an order as written becomes what a draft keeps: its lines, the products they ship, the
// warehouse it leaves from and its estimate. The reads come from the caller: the live ones for one
// order, or ones taken once and kept for the thousands of an import, inside whose transaction the
// card, the products, the signings and the stock do not change.

type Draft = OutboundDraftRequest;
type ProductRow = Awaited<ReturnType<typeof repo.productsOf>>[number];

export type DraftReads = {
  pricing: OutboundPricing;
  products: (tx: DbOrTx, companyId: number, ids: number[]) => Promise<ProductRow[]>;
  /** 409 `signing.notSigned` unless the company signed the warehouse. */
  requireSigned: (tx: DbOrTx, auth: Pick<AuthContext, 'companyId'>, warehouseId: number) => Promise<unknown>;
  signed: (tx: DbOrTx, companyId: number) => Promise<{ id: number }[]>;
  available: (
    tx: DbOrTx,
    companyId: number,
    warehouseId: number,
    ids: number[],
  ) => Promise<Map<number, number>>;
};

type ReadDeps = { signing: SigningService; inventory: InventoryService };

/** Every read asked of the database as it comes. */
export const liveReads = (deps: ReadDeps & { pricing: OutboundPricing }): DraftReads => ({
  pricing: deps.pricing,
  products: repo.productsOf,
  requireSigned: (tx, auth, warehouseId) => deps.signing.requireSigned(auth, warehouseId, tx),
  signed: (tx, companyId) => deps.signing.signedWarehouses(companyId, tx),
  available: (tx, companyId, warehouseId, ids) => deps.inventory.availableOf(tx, companyId, warehouseId, ids),
});

/** A function of one key whose answer (or refusal) is kept. */
const kept = <K, V>(read: (key: K) => Promise<V>) => {
  const answers = new Map<string, Promise<V>>();
  return (key: K) => {
    const k = JSON.stringify(key);
    if (!answers.has(k)) answers.set(k, read(key));
    return answers.get(k)!;
  };
};

/** Rows by id, each read once: the ids not yet kept are read together. */
const keptById = <V>(read: (ids: number[]) => Promise<Map<number, V>>) => {
  const rows = new Map<number, V | undefined>();
  return async (ids: number[]) => {
    const missing = [...new Set(ids)].filter((id) => !rows.has(id));
    if (missing.length > 0) {
      const found = await read(missing);
      for (const id of missing) rows.set(id, found.get(id));
    }
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row === undefined ? [] : [[id, row] as const];
    });
  };
};

/**
 * Reads for many drafts of one company in one transaction: each card price, carrier service list,
 * product, signing and stock figure read once and kept (`warm` reads the products of all the drafts
 * together first).
 */
export const keptReads = (
  tx: DbOrTx,
  companyId: number,
  deps: ReadDeps & { rateCards: RateCardsService },
) => {
  const { rateCards, signing, inventory } = deps;
  const cardPrice = kept(
    (k: [number, Parameters<CardReads['cardPrice']>[2], Parameters<CardReads['cardPrice']>[3]]) =>
      rateCards.cardPrice(tx, k[0], k[1], k[2]),
  );
  const feeTiers = kept((k: [number, Parameters<CardReads['feeTiers']>[2]]) =>
    rateCards.feeTiers(tx, k[0], k[1]),
  );
  const services = kept((warehouseId: number) => rateCards.services(tx, warehouseId));
  const cards: CardReads = {
    cardPrice: (_tx, warehouseId, feeType, input) => cardPrice([warehouseId, feeType, input]),
    feeTiers: (_tx, warehouseId, feeType) => feeTiers([warehouseId, feeType]),
    quoteParcel: async (_tx, warehouseId, parcel) => quoteParcel(await services(warehouseId), parcel),
  };
  const products = keptById(
    async (ids) => new Map((await repo.productsOf(tx, companyId, ids)).map((p) => [p.id, p])),
  );
  const signed = kept((_: null) => signing.signedWarehouses(companyId, tx));
  const requireSigned = kept((warehouseId: number) => signing.requireSigned({ companyId }, warehouseId, tx));
  const stockAt = new Map<number, ReturnType<typeof keptById<number>>>();
  const stock = (warehouseId: number) => {
    if (!stockAt.has(warehouseId))
      stockAt.set(
        warehouseId,
        keptById((ids) => inventory.availableOf(tx, companyId, warehouseId, ids)),
      );
    return stockAt.get(warehouseId)!;
  };
  const reads: DraftReads = {
    pricing: createOutboundPricing(cards),
    products: async (_tx, _company, ids) => (await products(ids)).map(([, p]) => p),
    requireSigned: (_tx, _auth, warehouseId) => requireSigned(warehouseId),
    signed: () => signed(null),
    available: async (_tx, _company, warehouseId, ids) => {
      const pairs = await stock(warehouseId)(ids);
      return new Map([...ids.map((id) => [id, 0] as const), ...pairs]);
    },
  };
  return { reads, warm: (ids: number[]) => products(ids) };
};

/** The options an order keeps as written (the recipient and lines are kept apart). */
export const optionsOf = (input: Draft) => ({
  suggestedPackaging: input.suggestedPackaging,
  shortageAllowed: input.shortageAllowed,
  expedited: input.expedited,
  insuredAmount: input.insuredAmount,
  signature: input.signature,
  ageCheck: input.ageCheck,
  truck: input.type === 'TRUCK' ? input.truck : undefined,
  fba: input.type === 'FBA' ? input.fba : undefined,
  pickup: input.type === 'PICKUP' ? input.pickup : undefined,
  customsTerms: input.customsTerms,
  iossNumber: input.iossNumber,
  attachments: attachmentIdsOf(input.attachments),
});

/** The attachments' file ids by kind, each once. */
export const attachmentIdsOf = (a: OutboundAttachmentIds): OutboundAttachmentIdsColumn => ({
  packingList: [...new Set(a.packingList.map(Number))],
  carrierLabel: [...new Set(a.carrierLabel.map(Number))],
  fbaBoxLabels: [...new Set(a.fbaBoxLabels.map(Number))],
});

/** Every file id the order's options name. */
export const attachedIds = (options: Pick<OutboundOptionsColumn, 'attachments'>) =>
  options.attachments ? [...new Set(Object.values(options.attachments).flat())] : [];

/**
 * The lines as written and the products they ship: passed products of the company, combinations
 * of the company expanded by their ratios (a product on several lines adds up).
 */
export const linesOf = async (tx: DbOrTx, companyId: number, lines: Draft['lines'], reads: DraftReads) => {
  const comboIds = lines.filter((l) => l.kind === 'COMBINATION').map((l) => Number(l.id));
  const components = await repo.componentsOf(tx, companyId, comboIds);
  const wanted = new Map<number, number>();
  const add = (productId: number, quantity: number) =>
    wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  const written: NewOutboundLine[] = lines.map((line, i) => {
    const id = Number(line.id);
    if (line.kind === 'PRODUCT') {
      add(id, line.quantity);
      return { kind: 'PRODUCT', productId: id, combinationId: null, quantity: line.quantity };
    }
    const parts = components.filter((c) => c.combinationId === id);
    if (parts.length === 0) throw errors.invalid('outbound.combinationUnknown', {}, `lines.${i}.id`);
    for (const p of parts) add(p.productId, p.ratio * line.quantity);
    return { kind: 'COMBINATION', productId: null, combinationId: id, quantity: line.quantity };
  });
  const found = new Map((await reads.products(tx, companyId, [...wanted.keys()])).map((p) => [p.id, p]));
  const priced: PricedItem[] = [...wanted].map(([productId, quantity]) => {
    const p = found.get(productId);
    if (!p || p.status !== 'PASSED') {
      const i = lines.findIndex((l) => l.kind === 'PRODUCT' && Number(l.id) === productId);
      throw errors.invalid(
        'outbound.productNotPassed',
        { sku: p?.sku ?? String(productId) },
        i >= 0 ? `lines.${i}.id` : 'lines',
      );
    }
    return {
      productId,
      quantity,
      weightG: p.weightG,
      lengthCm100: p.lengthCm100,
      widthCm100: p.widthCm100,
      heightCm100: p.heightCm100,
    };
  });
  return { written, priced };
};

/**
 * The warehouse the order leaves from: the one named (signed), or the signed warehouse that holds
 * every line and prices the order lowest. Answers it with the order's price there.
 */
export const placeOf = async (
  tx: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  input: Draft,
  items: PricedItem[],
  reads: DraftReads,
) => {
  const base = {
    type: input.type,
    recipient: ADDRESSED_TYPES.includes(input.type) ? input.recipient : null,
    serviceCode: input.serviceCode,
    options: optionsOf(input),
    items,
  };
  if (input.warehouseId) {
    const warehouseId = Number(input.warehouseId);
    await reads.requireSigned(tx, auth, warehouseId);
    return { warehouseId, chosen: false, ...(await reads.pricing.price(tx, { ...base, warehouseId })) };
  }
  let best: ({ warehouseId: number } & Awaited<ReturnType<OutboundPricing['price']>>) | undefined;
  for (const w of await reads.signed(tx, auth.companyId)) {
    const available = await reads.available(
      tx,
      auth.companyId,
      w.id,
      items.map((i) => i.productId),
    );
    if (!items.every((i) => (available.get(i.productId) ?? 0) >= i.quantity)) continue;
    const priced = await reads.pricing.price(tx, { ...base, warehouseId: w.id }).catch(() => undefined);
    if (priced && (!best || cheaper(priced.lines, best.lines) < 0)) best = { warehouseId: w.id, ...priced };
  }
  if (!best) throw errors.conflict('outbound.noWarehouse');
  return { ...best, chosen: true };
};

/** The order's columns, lines, products and estimate, as a draft keeps them. */
export const draftOf = async (
  tx: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  input: Draft,
  reads: DraftReads,
) => {
  const { written, priced } = await linesOf(tx, auth.companyId, input.lines, reads);
  const place = await placeOf(tx, auth, input, priced, reads);
  const recipient = ADDRESSED_TYPES.includes(input.type) ? (input.recipient ?? null) : null;
  const header: NewOutboundOrder = {
    warehouseId: place.warehouseId,
    referenceNo: input.referenceNo ?? null,
    type: input.type,
    serviceCode: place.quote?.service.code ?? input.serviceCode ?? null,
    recipient,
    recipientName: recipient?.name ?? null,
    options: optionsOf(input),
    remark: input.remark ?? null,
    totalQuantity: input.lines.reduce((n, l) => n + l.quantity, 0),
    skuCount: priced.length,
    estimate: priceView(place.lines, place.quote),
    errorReason: null,
    errorNote: null,
  };
  const items: NewOutboundItem[] = priced.map((p) => ({ productId: p.productId, quantity: p.quantity }));
  return { header, lines: written, items, place, recipient };
};
