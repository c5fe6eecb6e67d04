import type { DbOrTx } from '../../db/client';
import type { CompanyNotice } from '../../lib/notifier';
import type { OverReceiptInput } from '../over-receipts/over-receipts.service';

// What inbound orders need of the modules built before them that it does not own: the inventory
// kernel (design.md §1) and the over-receipt hook (§2), as the shapes it calls.

export type StockOwner = { tenantId: number; companyId: number };
export type InboundStockDoc = {
  warehouseId: number;
  documentType: 'INBOUND';
  documentNo: string;
  actor: string;
  note?: string;
  at?: Date;
};
type Lines<L> = InboundStockDoc & { lines: L[] };

export type InboundInventory = {
  expect(
    tx: DbOrTx,
    owner: StockOwner,
    doc: Lines<{ productId: number; quantity: number }>,
  ): Promise<unknown>;
  unexpect(
    tx: DbOrTx,
    owner: StockOwner,
    doc: Lines<{ productId: number; quantity: number }>,
  ): Promise<unknown>;
  receive(
    tx: DbOrTx,
    owner: StockOwner,
    doc: Lines<{
      productId: number;
      fromTransit: number;
      quantity: number;
      into?: 'available' | 'unsellable';
    }>,
  ): Promise<unknown>;
};

export type InboundOverReceipts = {
  record(
    tx: DbOrTx,
    owner: StockOwner,
    input: OverReceiptInput,
    at?: Date,
  ): Promise<{ notice: CompanyNotice | null }>;
};
