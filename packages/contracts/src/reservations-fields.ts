import { commonFields, defineFields } from './fields';

/** The reservations' labels: columns, form, detail and export. */
export const RESERVATION_FIELDS = defineFields({
  reservationNo: { zh: '预约单号', en: 'Reservation number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  containerNo: { zh: '柜号', en: 'Container number' },
  containerType: { zh: '柜型', en: 'Container type' },
  slot: { zh: '预约时段', en: 'Slot' },
  slotDate: { zh: '预约日期', en: 'Slot date' },
  freeExpiryDate: { zh: '免柜期', en: 'Free-container expiry' },
  unloadingMethod: { zh: '卸货方式', en: 'Unloading method' },
  dockNo: { zh: '月台号', en: 'Dock number' },
  orderCount: { zh: '入库单数', en: 'Inbound orders' },
  inboundOrders: { zh: '关联入库单', en: 'Linked inbound orders' },
  ...commonFields('status', 'remark', 'createdBy', 'createdAt', 'updatedAt'),
});
