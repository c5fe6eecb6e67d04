import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type {
  ImportResult,
  ImportTemplateItem,
  OutboundDetail,
  OutboundOrder,
  PageResult,
} from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { multipart, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { outbound, outboundWorld, type OutboundWorld } from './outbound-orders.test-support';

const KIND = 'outbound-orders';
const HEAD = [
  'Your reference*',
  'Warehouse',
  'Carrier service',
  'SKU*',
  'Quantity*',
  'Consignee*',
  'Company',
  'Phone*',
  'E-mail',
  'Country/Region*',
  'State/Province',
  'City*',
  'Postal code',
  'Address*',
  'Remark',
];
const to = ['Jane Doe', '', '+1 213 373 4253', '', 'US', 'CA', 'Los Angeles', '90001', '100 Main St', ''];

// Outbound orders from xlsx through HTTP: rows with the same order number make one draft order, all
// rows or none, every problem of every row in the error file.
describe('outbound orders from xlsx', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
  });

  const imported = async (content: Buffer) => {
    const body = multipart({ name: 'orders.xlsx', content });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/upload?kind=${KIND}`,
      headers: { ...body.headers, token: w.a.token, language: 'en' },
      payload: body.payload,
    });
    let result = bodyOf<ImportResult>(res).data;
    while (result.status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 200));
      result = bodyOf<ImportResult>(
        await call(t.app, w.a.token, 'imports/result', { id: result.jobId }),
      ).data;
    }
    return result;
  };
  const orders = async (orderNo: string) =>
    bodyOf<PageResult<OutboundOrder>>(await call(t.app, w.a.token, 'outbound-orders/page', { orderNo })).data
      .records;

  it('offers a template whose sample row imports as it is', async () => {
    const list = bodyOf<ImportTemplateItem[]>(await call(t.app, null, 'imports/templates')).data;
    expect(list).toContainEqual({ kind: KIND, name: 'Outbound orders', module: 'outbound-orders' });
    const bytes = (
      await t.app.inject({
        method: 'GET',
        url: `/api/imports/template?kind=${KIND}&language=en`,
        headers: { token: w.a.token },
      })
    ).rawPayload;
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(HEAD);
    expect(await imported(bytes)).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
    expect(await orders('SHOP-10001')).toHaveLength(1);
  });

  it('makes one draft per order number, its lines from its rows', async () => {
    const result = await imported(
      await xlsxBytes([
        HEAD,
        ['XL-1', w.k.warehouseCode, '', w.pa[0]!.sku, 2, ...to],
        ['XL-1', '', '', w.pa[1]!.sku, 1, ...to],
        ['XL-2', '', 'TEST_B', w.pa[1]!.sku, 3, ...to],
      ]),
    );
    expect(result).toMatchObject({ status: 'SUCCEEDED', total: 3, succeeded: 3 });
    const [one] = await orders('XL-1');
    expect(one).toMatchObject({
      status: 'DRAFT',
      totalQuantity: 3,
      skuCount: 2,
      warehouse: { code: w.k.warehouseCode },
    });
    const [two] = await orders('XL-2');
    // The service shows by the name the warehouse's card gives it.
    expect(two).toMatchObject({
      serviceCode: 'TEST_B',
      serviceName: 'Carrier B B Economy',
      totalQuantity: 3,
    });
    // Each order has its own rows' lines, an estimate and its record, as one written by the form.
    const detail = async (id: string) => (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id })).data;
    const [d1, d2] = [await detail(one!.id), await detail(two!.id)];
    expect(d1.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [w.pa[0]!.sku, 2],
      [w.pa[1]!.sku, 1],
    ]);
    expect(d2.lines.map((l) => [l.sku, l.quantity])).toEqual([[w.pa[1]!.sku, 3]]);
    expect(d1.estimate!.lines.map((l) => l.feeType)).toContain('SHIPPING');
    expect(d2.operations.map((o) => o.action)).toEqual(['create']);
  });

  it('writes nothing when a row is wrong, and names every problem', async () => {
    const result = await imported(
      await xlsxBytes([
        HEAD,
        ['XL-3', '', '', w.pa[0]!.sku, 1, ...to],
        ['XL-3', '', '', 'NO-SUCH-SKU', 1, ...to],
        ['XL-4', 'NOWHERE', '', w.pa[0]!.sku, 0, ...to],
        [
          'XL-5',
          '',
          '',
          w.pa[0]!.sku,
          1,
          'Jane',
          '',
          '+1 213 373 4253',
          '',
          'US',
          'CA',
          'Los Angeles',
          'ABC',
          '1 A St',
          '',
        ],
        ['XL-1', '', '', w.pa[0]!.sku, 1, ...to],
      ]),
    );
    expect(result).toMatchObject({ status: 'FAILED', succeeded: 0 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${result.errorFileId}`,
      headers: { token: w.a.token },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const reasons: string[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      reasons.push(String((row.values as unknown[]).slice(1)[HEAD.length] ?? '')),
    );
    expect(reasons[1]).toBe('');
    expect(reasons[2]).toContain('NO-SUCH-SKU');
    expect(reasons[3]).toContain('NOWHERE');
    expect(reasons[4]).not.toBe('');
    expect(reasons[5]).toContain('XL-1');
    expect(await orders('XL-3')).toHaveLength(0);
  });
});
