import type { OperationRecordView, Product, RelabelDetail, RelabelOrder } from '@oms/contracts';

// The rows the relabel tests answer with: a draft, one waiting for review, one rejected, one done.

export const WAREHOUSE = { id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };

export const DRAFT: RelabelOrder = {
  id: '51',
  relabelNo: 'RL20301101000051',
  warehouse: WAREHOUSE,
  status: 'DRAFT',
  lineCount: 1,
  totalQuantity: 20,
  actualQuantity: null,
  skus: 'CUP-RED → CUP-RED-V2',
  remark: null,
  rejectReason: null,
  feeRecordId: null,
  feeOwed: null,
  createdBy: 'demo',
  submittedAt: null,
  completedAt: null,
  createdAt: '2030-11-01T08:00:00.000Z',
  updatedAt: '2030-11-01T08:00:00.000Z',
};
export const PENDING: RelabelOrder = {
  ...DRAFT,
  id: '52',
  relabelNo: 'RL20301101000052',
  status: 'PENDING_REVIEW',
  submittedAt: '2030-11-01T09:00:00.000Z',
};
export const REJECTED: RelabelOrder = {
  ...PENDING,
  id: '53',
  relabelNo: 'RL20301101000053',
  status: 'REJECTED',
  rejectReason: 'Labels unreadable',
};
export const COMPLETED: RelabelOrder = {
  ...PENDING,
  id: '54',
  relabelNo: 'RL20301101000054',
  status: 'COMPLETED',
  actualQuantity: 19,
  completedAt: '2030-11-03T09:00:00.000Z',
  feeOwed: {
    feeType: 'RELABEL',
    currency: 'USD',
    amount: '9.50',
    quantity: '19',
    at: '2030-11-03T09:00:00.000Z',
  },
};
export const ROWS = [DRAFT, PENDING, REJECTED, COMPLETED];

const CREATED: OperationRecordView = {
  id: '1',
  actor: 'demo',
  action: 'create',
  fromState: null,
  toState: 'DRAFT',
  note: null,
  createdAt: '2030-11-01T08:00:00.000Z',
};

/** The order with one line (CUP-RED → CUP-RED-V2), a label file and its creation on the timeline. */
export const detailOf = (row: RelabelOrder): RelabelDetail => ({
  ...row,
  lines: [
    {
      id: '1',
      oldProductId: '11',
      oldSku: 'CUP-RED',
      oldName: '红色杯子',
      newProductId: '12',
      newSku: 'CUP-RED-V2',
      newName: '红色杯子 新版',
      quantity: 20,
      actualQuantity: row.actualQuantity,
    },
  ],
  labelFiles: [{ id: '90', name: 'new-labels.pdf' }],
  operations: [CREATED],
});

/** Passed products as /api/products/page answers them (the fields the picker reads). */
export const PRODUCTS = [
  ['11', 'CUP-RED', '红色杯子'],
  ['12', 'CUP-RED-V2', '红色杯子 新版'],
  ['13', 'CUP-BLUE', '蓝色杯子'],
  ['14', 'CUP-BLUE-V2', '蓝色杯子 新版'],
].map(([id, sku, nameCn]) => ({ id, sku, nameCn, nameEn: sku, status: 'PASSED' }) as Product);
