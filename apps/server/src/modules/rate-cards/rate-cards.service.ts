import {
  formatMessage,
  multiplyMinor,
  parcelOf,
  quoteParcel,
  servedCountries,
  tierPriceMinor,
  trialQuoteOf,
  type CarrierService,
  type Currency,
  type FeePrice,
  type Language,
  type MessageKey,
  type Parcel,
  type PricedFeeType,
  type RateCard,
  type RateCardView,
  type ServiceQuote,
  type TrialOptions,
  type TrialRequest,
  type TrialResult,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { IntegrationContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { rateCardsRepository as repo } from './rate-cards.repository';

/** A fee priced from a card: what `finance.charge` / `freeze` take as unit price, quantity and amount. */
export type CardPrice = {
  feeType: PricedFeeType;
  currency: Currency;
  warehouseId: number;
  unitPriceMinor: number;
  /** The quantity as given (a decimal string, e.g. "2.5" m³·day). */
  quantity: string;
  amountMinor: number;
};

const feeOf = (row: { feeType: PricedFeeType; currency: Currency; tiers: FeePrice['tiers'] }): FeePrice => ({
  feeType: row.feeType,
  currency: row.currency,
  tiers: row.tiers,
});

/**
 * The currencies a warehouse's card is read in when the customer has no say (fees of the warehouse's
 * work, storage): the first that prices the fee wins (design.md: USD, else CNY).
 */
const CARD_CURRENCIES = ['USD', 'CNY'] as const;

/** `quantity` at the unit price of the tier `tierValue` falls in; undefined when the row has none. */
const priceFrom = (
  row: Parameters<typeof feeOf>[0] | undefined,
  warehouseId: number,
  input: { quantity: string; tierValue?: number },
): CardPrice | undefined => {
  const unit = row ? tierPriceMinor(feeOf(row), input.tierValue) : undefined;
  if (!row || unit === undefined) return undefined;
  return {
    feeType: row.feeType,
    currency: row.currency,
    warehouseId,
    unitPriceMinor: unit,
    quantity: input.quantity,
    amountMinor: multiplyMinor(unit, input.quantity),
  };
};

const servicesOf = async (db: DbOrTx, warehouseId: number): Promise<CarrierService[]> =>
  (await repo.services(db, [warehouseId])).map((r) => r.definition);

/**
 * Rate cards (PRODUCT.md §4): the operator's prices per warehouse and currency, and the carrier
 * services' pricing. Later modules price their work here (`priceOf`, `quoteParcel`), never from
 * constants; the fee trial shows `quoteParcel` to the customer.
 */
export const createRateCardsService = ({ db }: Pick<Deps, 'db'>) => {
  /** The card of the key's warehouse as the operator reads it (empty when none was set). */
  const cardOf = async (
    caller: Pick<IntegrationContext, 'warehouseId' | 'warehouseCode'>,
  ): Promise<RateCardView> => {
    const [fees, services] = await Promise.all([
      repo.fees(db, caller.warehouseId),
      repo.services(db, [caller.warehouseId]),
    ]);
    const latest = [...fees, ...services].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    return {
      warehouseCode: caller.warehouseCode,
      fees: fees.map(feeOf),
      services: services.map((s) => s.definition),
      updatedAt: latest?.updatedAt.toISOString() ?? null,
      updatedBy: latest?.updatedBy ?? null,
    };
  };

  return {
    /**
     * The price of `quantity` of a fee type at a warehouse, from its card: the unit price of the tier
     * `tierValue` falls in (stock age in days, piece number; the first tier when not given) times the
     * quantity, rounded half up to the minor unit. No price on the card is a 409 the caller may catch.
     */
    async priceOf(
      tx: DbOrTx,
      warehouseId: number,
      currency: Currency,
      feeType: PricedFeeType,
      input: { quantity: string; tierValue?: number },
    ): Promise<CardPrice> {
      const price = priceFrom(await repo.price(tx, warehouseId, feeType, currency), warehouseId, input);
      if (!price) {
        const code = await repo.warehouseCode(tx, warehouseId);
        throw errors.conflict('rateCards.noPrice', {
          warehouse: code ?? String(warehouseId),
          currency,
          feeType,
        });
      }
      return price;
    },

    /**
     * The price of a fee of the warehouse's own work (handling, storage…) in the card's currency: the
     * first of CARD_CURRENCIES that prices it; undefined when the card prices it in none (the work is
     * then not charged).
     */
    async cardPrice(
      tx: DbOrTx,
      warehouseId: number,
      feeType: PricedFeeType,
      input: { quantity: string; tierValue?: number },
    ): Promise<CardPrice | undefined> {
      for (const currency of CARD_CURRENCIES) {
        const price = priceFrom(await repo.price(tx, warehouseId, feeType, currency), warehouseId, input);
        if (price) return price;
      }
      return undefined;
    },

    /** The warehouse's tiers of a fee type in the card's currency (as `cardPrice`); undefined: none. */
    async feeTiers(tx: DbOrTx, warehouseId: number, feeType: PricedFeeType): Promise<FeePrice | undefined> {
      for (const currency of CARD_CURRENCIES) {
        const row = await repo.price(tx, warehouseId, feeType, currency);
        if (row) return feeOf(row);
      }
      return undefined;
    },

    /** The warehouse's carrier services as its card defines them. */
    services: (tx: DbOrTx, warehouseId: number) => servicesOf(tx, warehouseId),

    /** Every carrier service of the warehouse priced for the parcel, cheapest first (see rate-cards-pricing). */
    async quoteParcel(tx: DbOrTx, warehouseId: number, parcel: Parcel): Promise<ServiceQuote[]> {
      return quoteParcel(await servicesOf(tx, warehouseId), parcel);
    },

    /** The tenant's warehouses that have carrier services, each with the countries they deliver to. */
    async trialOptions(tenantId: number): Promise<TrialOptions> {
      const list = await repo.warehousesOfTenant(db, tenantId);
      const rows = await repo.services(
        db,
        list.map((w) => w.id),
      );
      return {
        warehouses: list.flatMap((w) => {
          const services = rows.filter((r) => r.warehouseId === w.id).map((r) => r.definition);
          if (services.length === 0) return [];
          return [
            {
              id: String(w.id),
              code: w.code,
              nameZh: w.nameZh,
              nameEn: w.nameEn,
              countries: servedCountries(services),
            },
          ];
        }),
      };
    },

    /** The fee trial: a warehouse of the caller's tenant (another one's is a 404), priced, nothing stored. */
    async trial(tenantId: number, request: TrialRequest, language: Language): Promise<TrialResult> {
      const warehouse = await repo.warehouseOfTenant(db, tenantId, Number(request.warehouseId));
      if (!warehouse) throw errors.notFound();
      const services = await servicesOf(db, warehouse.id);
      if (services.length === 0) throw errors.invalid('expressFees.warehouseUnknown', {}, 'warehouseId');
      if (!servedCountries(services).includes(request.country))
        throw errors.invalid('expressFees.countryNotServed', {}, 'country');
      const quotes = quoteParcel(services, parcelOf(request));
      const text = (r: { key: string; params: Record<string, string | number> }) =>
        formatMessage(r.key as MessageKey, language, r.params);
      return { pieces: request.pieces, quotes: quotes.map((q) => trialQuoteOf(q, text)) };
    },

    cardOf,

    /** Replaces the whole card of the key's warehouse (already checked whole by the route's schema). */
    async replace(caller: IntegrationContext, card: RateCard): Promise<RateCardView> {
      await db.transaction((tx) =>
        repo.replace(tx, { tenantId: caller.tenantId, warehouseId: caller.warehouseId }, card, caller.actor),
      );
      return cardOf(caller);
    },
  };
};
export type RateCardsService = ReturnType<typeof createRateCardsService>;
