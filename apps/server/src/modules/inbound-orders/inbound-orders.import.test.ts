import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ImportResult, ImportTemplateItem, InboundDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { multipart, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { createOrder, draftProduct, inboundWorld, orderBody } from './inbound-orders.test-support';

const KIND = 'inbound-order-lines';

describe('inbound orders: lines from xlsx', () => {
  const t = useTestApp(inboundWorld);

  const upload = async (
    rows: (string | number)[][] | Buffer,
    target: string | undefined,
    token = t.a.token,
    language: 'zh' | 'en' = 'en',
  ) => {
    const content = Buffer.isBuffer(rows) ? rows : await xlsxBytes(rows);
    const body = multipart({ name: 'lines.xlsx', content });
    const query = new URLSearchParams({ kind: KIND, ...(target ? { target } : {}) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/upload?${query.toString()}`,
      headers: { ...body.headers, token, language },
      payload: body.payload,
    });
    return res;
  };
  const imported = async (...args: Parameters<typeof upload>) => {
    let result = bodyOf<ImportResult>(await upload(...args)).data;
    while (result.status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 200));
      result = bodyOf<ImportResult>(
        await call(t.app, t.a.token, 'imports/result', { id: result.jobId }),
      ).data;
    }
    return result;
  };
  const detailOf = async (id: string) =>
    bodyOf<InboundDetail>(await call(t.app, t.a.token, 'inbound-orders/detail', { id })).data;
  const draft = () => createOrder(t.app, t.a.token, orderBody(t.k.warehouseId, [[t.pa[0]!, 1]]));
  const errorRows = async (fileId: string) => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${fileId}`,
      headers: { token: t.a.token },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('offers a template (listed for /templateList) whose sample row imports as it is', async () => {
    const list = bodyOf<ImportTemplateItem[]>(await call(t.app, null, 'imports/templates')).data;
    expect(list).toContainEqual({ kind: KIND, name: 'Inbound order lines', module: 'inbound-orders' });
    const bytes = (
      await t.app.inject({
        method: 'GET',
        url: `/api/imports/template?kind=${KIND}&language=zh`,
        headers: { token: t.a.token },
      })
    ).rawPayload;
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(['SKU*', '箱数*']);
    expect(rows[1]).toEqual([t.pa[0]!.sku, '2']);
    const order = await draft();
    expect(await imported(bytes, order.id)).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
    expect((await detailOf(order.id)).lines.map((l) => [l.sku, l.boxes, l.quantity])).toEqual([
      [t.pa[0]!.sku, 2, 80],
    ]);
  });

  it("replaces the order's lines: quantity = boxes × pieces per carton, totals and the timeline follow", async () => {
    const order = await draft();
    const result = await imported(
      [
        ['SKU', 'Boxes'],
        [t.pa[1]!.sku, 3],
        [t.pa[0]!.sku, 5],
      ],
      order.id,
    );
    expect(result).toMatchObject({ status: 'SUCCEEDED', total: 2, succeeded: 2, errorFileId: null });
    const d = await detailOf(order.id);
    expect(d.lines.map((l) => [l.sku, l.boxes, l.quantity])).toEqual([
      [t.pa[1]!.sku, 3, 120],
      [t.pa[0]!.sku, 5, 200],
    ]);
    expect([d.totalBoxes, d.totalQuantity, d.skuCount]).toEqual([8, 320, 2]);
    expect(d.operations.map((o) => o.action)).toEqual(['create', 'importLines']);
  });

  it('applies no row when any is wrong, and the error file names each problem', async () => {
    const order = await draft();
    const notPassed = await draftProduct(t.app, t.a);
    const result = await imported(
      [
        ['SKU*', 'Boxes*'],
        [t.pa[0]!.sku, 2],
        ['NO-SUCH-SKU', 1],
        [notPassed.sku, 1],
        [t.pa[1]!.sku, 0],
        [t.pa[1]!.sku, 1.5],
        [t.pb[0]!.sku, 1],
      ],
      order.id,
    );
    expect(result).toMatchObject({ status: 'FAILED', total: 6, succeeded: 0, failed: 5 });
    const rows = await errorRows(result.errorFileId!);
    expect(rows[0]).toEqual(['SKU*', 'Boxes*', 'Error reason']);
    const reasons = rows.slice(1).map((r) => String(r[2] ?? ''));
    expect(reasons[0]).toBe('');
    expect(reasons[1]).toBe('SKU "NO-SUCH-SKU" does not exist');
    expect(reasons[2]).toBe(
      `SKU: "${notPassed.sku}" has not passed review; only passed products can be sent in`,
    );
    expect(reasons[3]).toContain('Boxes must be a whole number from 1 to 99999');
    expect(reasons[3]).toContain(`appears more than once in the file (rows 5, 6)`);
    expect(reasons[4]).toContain('Boxes "1.5"');
    // Another company's product is unknown to this one.
    expect(reasons[5]).toBe(`SKU "${t.pb[0]!.sku}" does not exist`);
    expect((await detailOf(order.id)).lines.map((l) => [l.sku, l.boxes])).toEqual([[t.pa[0]!.sku, 1]]);
  });

  it('refuses a missing target, an order of another company (404) and an order no longer editable (409)', async () => {
    const rows = [
      ['SKU', 'Boxes'],
      [t.pa[0]!.sku, 1],
    ];
    const missing = await upload(rows, undefined, t.a.token, 'zh');
    expect(bodyOf(missing).message).toBe('请先保存入库单草稿，再导入明细');
    const order = await draft();
    expect((await upload(rows, order.id, t.b.token)).statusCode).toBe(404);
    await call(t.app, t.a.token, 'inbound-orders/submit', { id: order.id });
    const submitted = await upload(rows, order.id);
    expect(submitted.statusCode).toBe(409);
    expect(bodyOf(submitted).message).toContain(order.orderNo);
  });
});
