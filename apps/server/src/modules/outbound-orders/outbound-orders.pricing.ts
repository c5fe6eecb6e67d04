import {
  isPoBox,
  poBoxIssue,
  ADDRESSED_TYPES,
  fixed,
  serviceLabel,
  fromMinor,
  toMinor,
  type Currency,
  type OutboundPrice,
  type OutboundRecipient,
  type OutboundType,
  type PricedFeeType,
  type ServiceQuote,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { OutboundOptionsColumn } from './outbound-orders.table';

/** What the pricing reads of the rate cards. */
export type CardReads = Pick<RateCardsService, 'cardPrice' | 'feeTiers' | 'quoteParcel'>;

/** A product the order ships, with a piece's weight and sides (stored units; null: not measured). */
export type PricedItem = {
  productId: number;
  quantity: number;
  weightG: number | null;
  lengthCm100: number | null;
  widthCm100: number | null;
  heightCm100: number | null;
};

/** One fee of the price in minor units: what `finance.freeze` takes. */
export type FeeLine = {
  feeType: PricedFeeType;
  name: string | null;
  currency: Currency;
  unitPriceMinor: number;
  quantity: number;
  amountMinor: number;
};

export type OrderToPrice = {
  warehouseId: number;
  type: OutboundType;
  recipient: OutboundRecipient | null | undefined;
  serviceCode: string | null | undefined;
  options: OutboundOptionsColumn;
  items: PricedItem[];
};

/** The types a carrier's parcel service carries (a truck's freight is the warehouse's quote at ship). */
const PARCEL_PRICED: readonly OutboundType[] = ADDRESSED_TYPES.filter((t) => t !== 'TRUCK');

/**
 * The order as one parcel for the carrier's quote: the pieces' weights added up, the longest and
 * second sides the largest of any piece, the third the pieces' thirds stacked. An estimate: the
 * warehouse weighs and measures the parcel it packs, and the fee is settled on that at ship.
 */
export const parcelMeasures = (items: readonly PricedItem[]) => {
  let grams = 0;
  let first = 0;
  let second = 0;
  let stacked = 0;
  for (const item of items) {
    if (item.weightG === null || item.weightG <= 0) return null;
    grams += item.weightG * item.quantity;
    const sides = [item.lengthCm100 ?? 0, item.widthCm100 ?? 0, item.heightCm100 ?? 0].sort((a, b) => b - a);
    if (sides[2] === 0) return null;
    first = Math.max(first, sides[0]!);
    second = Math.max(second, sides[1]!);
    stacked += sides[2]! * item.quantity;
  }
  return { grams, sidesCm100: [first, second, stacked].sort((a, b) => b - a) as [number, number, number] };
};

/** Pieces 1..n split by the tiers of OUTBOUND_PIECE (each tier runs up to the next one's start). */
export const pieceTiers = (tiers: readonly { from: number; price: string }[], pieces: number) =>
  tiers.flatMap((tier, i) => {
    const end = Math.min(pieces, (tiers[i + 1]?.from ?? Number.MAX_SAFE_INTEGER) - 1);
    const n = end - Math.max(tier.from, 1) + 1;
    return n > 0 ? [{ count: n, unitMinor: toMinor(tier.price) }] : [];
  });

/** The price on the wire: decimal strings and a total per currency. */
export const priceView = (lines: FeeLine[], quote: ServiceQuote | null): OutboundPrice => {
  const totals = new Map<Currency, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amountMinor);
  return {
    lines: lines.map((l) => ({
      feeType: l.feeType,
      name: l.name,
      currency: l.currency,
      unitPrice: fromMinor(l.unitPriceMinor),
      quantity: String(l.quantity),
      amount: fromMinor(l.amountMinor),
    })),
    totals: [...totals].map(([currency, amount]) => ({ currency, amount: fromMinor(amount) })),
    service: quote
      ? {
          code: quote.service.code,
          carrier: quote.service.carrier,
          name: quote.service.name,
          zone: quote.zone,
          billableWeightKg: quote.billableGrams === null ? null : fixed(quote.billableGrams, 3),
        }
      : null,
  };
};

/** The fee lines of a price on the wire (an estimate kept on the order), in minor units again. */
export const feeLinesOf = (price: OutboundPrice | null): FeeLine[] =>
  (price?.lines ?? []).map((l) => ({
    feeType: l.feeType as PricedFeeType,
    name: l.name,
    currency: l.currency,
    unitPriceMinor: toMinor(l.unitPrice),
    quantity: Number(l.quantity),
    amountMinor: toMinor(l.amount),
  }));

/** Compares two prices for "cheapest": USD total first, then CNY (the cards' two currencies). */
export const cheaper = (a: FeeLine[], b: FeeLine[]) => {
  const sum = (lines: FeeLine[], c: Currency) =>
    lines.filter((l) => l.currency === c).reduce((n, l) => n + l.amountMinor, 0);
  return sum(a, 'USD') - sum(b, 'USD') || sum(a, 'CNY') - sum(b, 'CNY');
};

/**
 * An order's price from its warehouse's card (PRODUCT.md §4): handling per order and per piece (in
 * the card's tiers), packaging, insurance, and the carrier service's quote for what travels as a
 * parcel (billable weight, zone, surcharges; the named service, or the cheapest that can carry it).
 * A fee the card does not price is not charged. 409 when the named service cannot carry the parcel
 * or none can.
 */
export const createOutboundPricing = (rateCards: CardReads) => {
  const warehouseFee = async (
    tx: DbOrTx,
    warehouseId: number,
    feeType: PricedFeeType,
    quantity: number,
    tierValue?: number,
  ): Promise<FeeLine[]> => {
    const price = await rateCards.cardPrice(tx, warehouseId, feeType, {
      quantity: String(quantity),
      ...(tierValue === undefined ? {} : { tierValue }),
    });
    if (!price || price.amountMinor <= 0) return [];
    return [
      {
        feeType,
        name: null,
        currency: price.currency,
        unitPriceMinor: price.unitPriceMinor,
        quantity,
        amountMinor: price.amountMinor,
      },
    ];
  };

  /** The premium of the bracket the declared amount falls in (none when the order is not insured). */
  const insurance = (tx: DbOrTx, warehouseId: number, insured: string | null | undefined) =>
    insured
      ? warehouseFee(tx, warehouseId, 'INSURANCE', 1, Math.floor(Number(insured)))
      : Promise.resolve([]);

  const piecesFee = async (tx: DbOrTx, warehouseId: number, pieces: number): Promise<FeeLine[]> => {
    const fee = await rateCards.feeTiers(tx, warehouseId, 'OUTBOUND_PIECE');
    if (!fee) return [];
    return pieceTiers(fee.tiers, pieces)
      .filter((t) => t.unitMinor > 0)
      .map((t) => ({
        feeType: 'OUTBOUND_PIECE' as const,
        name: null,
        currency: fee.currency,
        unitPriceMinor: t.unitMinor,
        quantity: t.count,
        amountMinor: t.unitMinor * t.count,
      }));
  };

  const shipping = async (tx: DbOrTx, order: OrderToPrice): Promise<ServiceQuote | null> => {
    // A label of the customer's own travels at the customer's cost: no service to quote.
    const ownLabel = (order.options.attachments?.carrierLabel.length ?? 0) > 0;
    if (!PARCEL_PRICED.includes(order.type) || !order.recipient || ownLabel) return null;
    const measures = parcelMeasures(order.items);
    if (!measures) throw errors.conflict('outbound.notMeasured');
    const quotes = await rateCards.quoteParcel(tx, order.warehouseId, {
      country: order.recipient.country,
      postalCode: order.recipient.postalCode ?? '',
      grams: measures.grams,
      sidesCm100: measures.sidesCm100,
      pieces: 1,
      poBox: isPoBox(order.recipient.address),
    });
    const named = order.serviceCode ? quotes.find((q) => q.service.code === order.serviceCode) : undefined;
    if (order.serviceCode && !named)
      throw errors.invalid('outbound.serviceUnknown', { service: order.serviceCode }, 'serviceCode');
    const poBox = poBoxIssue(
      order.recipient.address,
      named?.service ?? null,
      quotes.map((q) => q.service),
    );
    if (poBox) throw errors.invalid(poBox.key, poBox.params, 'recipient.address');
    if (named) {
      if (named.totalMinor === null)
        throw errors.conflict('outbound.serviceCannotCarry', { service: named.service.name });
      return named;
    }
    const cheapest = quotes[0];
    if (!cheapest || cheapest.totalMinor === null) throw errors.conflict('outbound.noService');
    return cheapest;
  };

  return {
    /** The order's fee lines and the service quote they include (null: nothing travels by parcel). */
    async price(tx: DbOrTx, order: OrderToPrice): Promise<{ lines: FeeLine[]; quote: ServiceQuote | null }> {
      const pieces = order.items.reduce((n, i) => n + i.quantity, 0);
      const { warehouseId, options } = order;
      const quote = await shipping(tx, order);
      const lines = [
        ...(await warehouseFee(tx, warehouseId, 'OUTBOUND_ORDER', 1)),
        ...(await piecesFee(tx, warehouseId, pieces)),
        ...(options.suggestedPackaging && options.suggestedPackaging !== 'OWN'
          ? await warehouseFee(tx, warehouseId, 'PACKAGING', 1)
          : []),
        ...(await insurance(tx, warehouseId, options.insuredAmount)),
        ...(quote && quote.totalMinor !== null
          ? [
              {
                feeType: 'SHIPPING' as const,
                name: serviceLabel(quote.service),
                currency: quote.service.currency,
                unitPriceMinor: quote.totalMinor,
                quantity: 1,
                amountMinor: quote.totalMinor,
              },
            ]
          : []),
      ];
      return { lines, quote };
    },

    /**
     * What the order costs as it left: the warehouse's fees on the pieces that left and the packaging
     * used, the order's service quoted for each parcel as weighed and measured (the estimate's
     * shipping when a parcel cannot be quoted, e.g. a truck's freight).
     */
    async shipped(
      tx: DbOrTx,
      order: OrderToPrice,
      parcels: { grams: number; sidesCm100: [number, number, number] | null }[],
      estimate: FeeLine[],
    ): Promise<FeeLine[]> {
      const pieces = order.items.reduce((n, i) => n + i.quantity, 0);
      const { warehouseId, options } = order;
      const packaging = options.actualPackaging ?? options.suggestedPackaging;
      const fees = [
        ...(await warehouseFee(tx, warehouseId, 'OUTBOUND_ORDER', 1)),
        ...(await piecesFee(tx, warehouseId, pieces)),
        ...(packaging && packaging !== 'OWN' ? await warehouseFee(tx, warehouseId, 'PACKAGING', 1) : []),
        ...(await insurance(tx, warehouseId, options.insuredAmount)),
      ];
      const estimated = estimate.filter((l) => l.feeType === 'SHIPPING');
      if (!order.serviceCode || !order.recipient || estimated.length === 0) return [...fees, ...estimated];
      const fallback = parcelMeasures(order.items);
      const quoted: ServiceQuote[] = [];
      for (const p of parcels) {
        const sides = p.sidesCm100 ?? fallback?.sidesCm100;
        if (!sides) return [...fees, ...estimated];
        const quotes = await rateCards.quoteParcel(tx, warehouseId, {
          country: order.recipient.country,
          postalCode: order.recipient.postalCode ?? '',
          grams: p.grams,
          sidesCm100: sides,
          pieces: 1,
        });
        const q = quotes.find((x) => x.service.code === order.serviceCode);
        if (!q || q.totalMinor === null) return [...fees, ...estimated];
        quoted.push(q);
      }
      const total = quoted.reduce((n, q) => n + q.totalMinor!, 0);
      const first = quoted[0]!;
      return [
        ...fees,
        {
          feeType: 'SHIPPING',
          name: serviceLabel(first.service),
          currency: first.service.currency,
          unitPriceMinor: total,
          quantity: 1,
          amountMinor: total,
        },
      ];
    },
  };
};
export type OutboundPricing = ReturnType<typeof createOutboundPricing>;
