import { and, eq, type AnyColumn } from 'drizzle-orm';
import { carrierServices as cs } from '../../schema';

// Orders and parcels keep the code of their carrier service; lists and details show the service as
// its warehouse's rate card names it (a code is not a word a customer reads).

/** The columns a list selects beside its rows: the carrier and name of the service, when the card has it. */
export const serviceNameColumns = { serviceCarrier: cs.carrier, serviceTitle: cs.name };

/** The join that finds a row's service on its warehouse's card (left: a code the card dropped stays). */
export const serviceJoin = (warehouseId: AnyColumn, code: AnyColumn) =>
  [cs, and(eq(cs.warehouseId, warehouseId), eq(cs.code, code))] as const;
