import type { OperationRecordView, Product, ReturnDetail, ReturnOrder, ShippedOrder } from '@oms/contracts';

// The rows the return tests answer with: a draft, one awaiting its parcel, one inspecting, one done.

export const WAREHOUSE = { id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };

export const DRAFT: ReturnOrder = {
  id: '61',
  returnNo: 'RT20301101000061',
  warehouse: WAREHOUSE,
  status: 'DRAFT',
  outboundOrderId: null,
  outboundNo: null,
  trackingNo: '1ZRETURN61',
  carrier: 'UPS',
  buyerName: 'Ann Buyer',
  lineCount: 1,
  totalQuantity: 2,
  sellableQuantity: null,
  unsellableQuantity: null,
  destroyedQuantity: null,
  skus: 'CUP-RED',
  remark: null,
  feeRecordId: null,
  feeOwed: null,
  createdBy: 'demo',
  submittedAt: null,
  receivedAt: null,
  completedAt: null,
  createdAt: '2030-11-01T08:00:00.000Z',
  updatedAt: '2030-11-01T08:00:00.000Z',
};
export const PENDING: ReturnOrder = {
  ...DRAFT,
  id: '62',
  returnNo: 'RT20301101000062',
  status: 'PENDING_RECEIPT',
  trackingNo: null,
  submittedAt: '2030-11-01T09:00:00.000Z',
};
export const RECEIVED: ReturnOrder = {
  ...PENDING,
  id: '63',
  returnNo: 'RT20301101000063',
  status: 'RECEIVED',
  receivedAt: '2030-11-02T09:00:00.000Z',
};
export const COMPLETED: ReturnOrder = {
  ...RECEIVED,
  id: '64',
  returnNo: 'RT20301101000064',
  status: 'COMPLETED',
  outboundOrderId: '71',
  outboundNo: 'OB20301020000071',
  sellableQuantity: 1,
  unsellableQuantity: 1,
  destroyedQuantity: 0,
  completedAt: '2030-11-03T09:00:00.000Z',
  feeOwed: {
    feeType: 'RETURN_HANDLING',
    currency: 'USD',
    amount: '3.00',
    quantity: '2',
    at: '2030-11-03T09:00:00.000Z',
  },
};
export const ROWS = [DRAFT, PENDING, RECEIVED, COMPLETED];

const CREATED: OperationRecordView = {
  id: '1',
  actor: 'demo',
  action: 'create',
  fromState: null,
  toState: 'DRAFT',
  note: null,
  createdAt: '2030-11-01T08:00:00.000Z',
};

/** The return with one line (2 × CUP-RED, restocked), its inspection and photos once completed. */
export const detailOf = (row: ReturnOrder): ReturnDetail => ({
  ...row,
  lines: [
    {
      id: '1',
      productId: '11',
      sku: 'CUP-RED',
      name: '红色杯子',
      quantity: 2,
      handling: 'RESTOCK',
      reason: 'Too small',
      sellable: row.sellableQuantity,
      unsellable: row.unsellableQuantity,
      destroyed: row.destroyedQuantity,
      photos:
        row.status === 'COMPLETED'
          ? [
              { id: '90', name: 'cup-front.jpg' },
              { id: '91', name: 'cup-crack.jpg' },
            ]
          : [],
    },
  ],
  operations: [CREATED],
});

/** Passed products as /api/products/page answers them (the fields the picker reads). */
export const PRODUCTS = [
  ['11', 'CUP-RED', '红色杯子'],
  ['12', 'CUP-BLUE', '蓝色杯子'],
].map(([id, sku, nameCn]) => ({ id, sku, nameCn, nameEn: sku, status: 'PASSED' }) as Product);

/** A shipped outbound order of LAX with two products. */
export const SHIPPED: ShippedOrder = {
  id: '71',
  orderNo: 'OB20301020000071',
  referenceNo: 'SHOP-1001',
  warehouseId: WAREHOUSE.id,
  recipientName: 'Jane Buyer',
  trackingNos: ['1ZSHIP71'],
  shippedAt: '2030-10-21T08:00:00.000Z',
  items: [
    { productId: '12', sku: 'CUP-BLUE', name: '蓝色杯子', quantity: 3 },
    { productId: '13', sku: 'MUG-WHITE', name: '白色马克杯', quantity: 1 },
  ],
};
