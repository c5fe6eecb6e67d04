import type { Combination, OperationRecordView, Product, VasDetail, VasOrder } from '@oms/contracts';

// The rows the VAS tests answer with: a draft, one awaiting its quote, one quoted, one completed with
// its results, and a kitting draft.

export const WAREHOUSE = { id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };

export const DRAFT: VasOrder = {
  id: '81',
  vasNo: 'VS20301101000081',
  warehouse: WAREHOUSE,
  serviceType: 'PHOTOS',
  status: 'DRAFT',
  lineCount: 1,
  totalQuantity: 4,
  skus: 'CUP-RED ×4',
  requirements: 'Front and back, white background',
  remark: null,
  quoteAmount: null,
  quoteCurrency: null,
  quoteNote: null,
  rejectReason: null,
  resultNote: null,
  feeRecordId: null,
  createdBy: 'demo',
  submittedAt: null,
  quotedAt: null,
  confirmedAt: null,
  completedAt: null,
  createdAt: '2030-11-01T08:00:00.000Z',
  updatedAt: '2030-11-01T08:00:00.000Z',
};
export const PENDING: VasOrder = {
  ...DRAFT,
  id: '82',
  vasNo: 'VS20301101000082',
  status: 'PENDING_QUOTE',
  submittedAt: '2030-11-01T09:00:00.000Z',
};
export const QUOTED: VasOrder = {
  ...PENDING,
  id: '83',
  vasNo: 'VS20301101000083',
  status: 'QUOTED',
  quoteAmount: '12.50',
  quoteCurrency: 'USD',
  quoteNote: 'Two photos per piece',
  quotedAt: '2030-11-02T09:00:00.000Z',
};
export const COMPLETED: VasOrder = {
  ...QUOTED,
  id: '84',
  vasNo: 'VS20301101000084',
  status: 'COMPLETED',
  resultNote: 'All 4 pieces photographed',
  feeRecordId: '501',
  confirmedAt: '2030-11-02T10:00:00.000Z',
  completedAt: '2030-11-03T09:00:00.000Z',
};
export const KITTING: VasOrder = {
  ...DRAFT,
  id: '85',
  vasNo: 'VS20301101000085',
  serviceType: 'KITTING',
  lineCount: 2,
  totalQuantity: 6,
  skus: 'GIFT-SET ×3 kits',
  requirements: 'Box each set',
};
export const ROWS = [DRAFT, PENDING, QUOTED, COMPLETED, KITTING];

const CREATED: OperationRecordView = {
  id: '1',
  actor: 'demo',
  action: 'create',
  fromState: null,
  toState: 'DRAFT',
  note: null,
  createdAt: '2030-11-01T08:00:00.000Z',
};

/**
 * The order with one line (4 × CUP-RED) and an attachment, or for kitting 3 kits of "Gift set" as
 * GIFT-SET using its two components; the results once completed.
 */
export const detailOf = (row: VasOrder): VasDetail => ({
  ...row,
  lines:
    row.serviceType === 'KITTING'
      ? [
          { id: '1', productId: '11', sku: 'CUP-RED', name: '红色杯子', quantity: 3 },
          { id: '2', productId: '12', sku: 'CUP-BLUE', name: '蓝色杯子', quantity: 3 },
        ]
      : [{ id: '1', productId: '11', sku: 'CUP-RED', name: '红色杯子', quantity: 4 }],
  kit:
    row.serviceType === 'KITTING'
      ? {
          combinationId: '71',
          combinationName: 'Gift set',
          kitProductId: '13',
          kitSku: 'GIFT-SET',
          quantity: 3,
        }
      : null,
  attachments: [{ id: '90', name: 'angles.pdf' }],
  results:
    row.status === 'COMPLETED'
      ? [
          { id: '91', name: 'cup-front.jpg' },
          { id: '92', name: 'cup-back.jpg' },
        ]
      : [],
  operations: [CREATED],
});

/** Passed products as /api/products/page answers them (the fields the picker reads). */
export const PRODUCTS = [
  ['11', 'CUP-RED', '红色杯子'],
  ['12', 'CUP-BLUE', '蓝色杯子'],
  ['13', 'GIFT-SET', '礼盒套装'],
].map(([id, sku, nameCn]) => ({ id, sku, nameCn, nameEn: sku, status: 'PASSED' }) as Product);

/** The company's combinations as /api/combinations/page answers them. */
export const COMBINATIONS = [
  {
    id: '71',
    name: 'Gift set',
    remark: null,
    totalPcs: 2,
    components: [
      { productId: '11', sku: 'CUP-RED', ratio: 1 },
      { productId: '12', sku: 'CUP-BLUE', ratio: 1 },
    ],
    createdBy: 'demo',
    updatedBy: null,
    createdAt: '2030-10-01T08:00:00.000Z',
    updatedAt: '2030-10-01T08:00:00.000Z',
  },
] satisfies Combination[];
