// The demo's orders and stock (PRODUCT.md §7), after products and money: each order domain seeds its
// own documents in `ORDER_SEEDS` order (inbound orders bring the stock, reservations and over-receipts
// hang on them, the inventory seed adds history and past storage fees, outbound orders ship from that
// stock, relabel orders label part of it, returns come back from the shipped ones, VAS orders work
// on it), through the services only.
import type { Tx } from '../db/client';
import { seedDemoInboundOrders } from './seed-inbound-orders';
import { seedDemoInventory } from './seed-inventory';
import { seedDemoOutboundOrders } from './seed-outbound-orders';
import { seedDemoOverReceipts } from './seed-over-receipts';
import { seedDemoRelabelOrders } from './seed-relabel-orders';
import { seedDemoReservations } from './seed-reservations';
import { seedDemoReturnOrders } from './seed-return-orders';
import { seedDemoVasOrders } from './seed-vas-orders';
import type { OrderSeed, OrderSeedContext } from './seed-orders-context';

const ORDER_SEEDS: OrderSeed[] = [
  seedDemoInboundOrders,
  seedDemoReservations,
  seedDemoOverReceipts,
  seedDemoInventory,
  seedDemoOutboundOrders,
  seedDemoRelabelOrders,
  seedDemoReturnOrders,
  seedDemoVasOrders,
];

export const seedDemoOrders = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  let created = 0;
  for (const seed of ORDER_SEEDS) created += await seed(tx, ctx);
  return created;
};
