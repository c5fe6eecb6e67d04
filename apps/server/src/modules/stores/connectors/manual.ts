import { z } from 'zod';
import type { ImportColumn, ImportRow } from '../../imports/define-import';
import type { PlatformOrder, StoreConnector } from './connector';

// The manual store: no platform behind it. Its orders arrive as an xlsx sheet, one row per order
// line (rows of one order share its order number); nothing is pushed back, since there is nowhere to
// push to: the customer reads tracking numbers in the portal. The store-order import (outbound issue)
// registers these columns and rows with the import framework.

export const MANUAL_ORDER_COLUMNS: ImportColumn[] = [
  { key: 'orderNumber', header: { zh: '订单号*', en: 'Order number*' }, example: 'M-1001', width: 16 },
  { key: 'platformSku', header: { zh: '平台SKU*', en: 'Platform SKU*' }, example: 'TSHIRT-RED-M', width: 18 },
  { key: 'title', header: { zh: '商品名称', en: 'Item title' }, example: 'T-shirt red M', width: 24 },
  { key: 'quantity', header: { zh: '数量*', en: 'Quantity*' }, example: 2, width: 8 },
  { key: 'name', header: { zh: '收件人*', en: 'Recipient*' }, example: 'Jane Roe', width: 18 },
  { key: 'company', header: { zh: '公司', en: 'Company' }, width: 16 },
  { key: 'country', header: { zh: '国家/地区代码*', en: 'Country code*' }, example: 'US', width: 10 },
  { key: 'state', header: { zh: '州/省', en: 'State/Province' }, example: 'CA', width: 10 },
  { key: 'city', header: { zh: '城市*', en: 'City*' }, example: 'Los Angeles', width: 14 },
  { key: 'address1', header: { zh: '地址1*', en: 'Address 1*' }, example: '100 Main St', width: 24 },
  { key: 'address2', header: { zh: '地址2', en: 'Address 2' }, width: 16 },
  { key: 'postalCode', header: { zh: '邮编', en: 'Postal code' }, example: '90001', width: 10 },
  { key: 'phone', header: { zh: '电话', en: 'Phone' }, example: '+1 213 555 0100', width: 16 },
  { key: 'email', header: { zh: '邮箱', en: 'E-mail' }, width: 20 },
];

const required = (max: number, key: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optional = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).optional();

export const manualOrderRow = z.object({
  orderNumber: required(50, 'validation.required'),
  platformSku: required(100, 'stores.platformSkuRequired'),
  title: optional(200),
  quantity: z.coerce
    .number({ error: 'stores.quantityFormat' })
    .int({ error: 'stores.quantityFormat' })
    .min(1, { error: 'stores.quantityFormat' })
    .max(99_999, { error: 'stores.quantityFormat' }),
  name: required(100, 'validation.required'),
  company: optional(100),
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'stores.countryFormat' }),
  state: optional(50),
  city: required(50, 'validation.required'),
  address1: required(200, 'validation.required'),
  address2: optional(200),
  postalCode: optional(20),
  phone: optional(30),
  email: optional(100),
});
export type ManualOrderRow = z.infer<typeof manualOrderRow>;

/** Rows → orders: lines grouped by order number, the address taken from each order's first row. */
export const ordersFromRows = (rows: ImportRow<ManualOrderRow>[], now = new Date()): PlatformOrder[] => {
  const orders = new Map<string, PlatformOrder>();
  for (const { rowNumber, data } of rows) {
    let order = orders.get(data.orderNumber);
    if (!order) {
      order = {
        platformOrderId: data.orderNumber,
        orderNumber: data.orderNumber,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        financialStatus: null,
        fulfillmentStatus: null,
        currency: null,
        totalPrice: null,
        buyerEmail: data.email ?? null,
        shippingAddress: {
          name: data.name,
          company: data.company ?? null,
          country: data.country,
          state: data.state ?? null,
          city: data.city,
          address1: data.address1,
          address2: data.address2 ?? null,
          postalCode: data.postalCode ?? null,
          phone: data.phone ?? null,
        },
        lines: [],
      };
      orders.set(data.orderNumber, order);
    }
    order.lines.push({
      lineId: String(rowNumber),
      platformSku: data.platformSku,
      title: data.title ?? data.platformSku,
      quantity: data.quantity,
    });
  }
  return [...orders.values()];
};

export const manualConnector: StoreConnector = {
  platform: 'MANUAL',
  checkAuthorization: async () => ({ shopName: null, scopes: null }),
  // Its orders come only from files (ordersFromRows), never from a platform.
  fetchOrders: async () => [],
  pushTracking: async () => undefined,
  pushInventory: async () => ({ unknownSkus: [] }),
  listings: async () => null,
};
