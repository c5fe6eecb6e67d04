import { describe, expect, it } from 'vitest';
import type { InboundOrder, InboundPrintResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import {
  boxLabelsPdf,
  cartonCode,
  labelPageCount,
  packingListPdf,
  packingRow,
  packingTotals,
  type PrintOrder,
} from './inbound-orders.print';
import { act, createOrder, inboundWorld, orderBody } from './inbound-orders.test-support';

/** The images a PDF draws: its image objects but the transparency masks the others refer to. */
const imagesOf = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  return (text.match(/\/Subtype \/Image\b/g) ?? []).length - (text.match(/\/SMask \d+ 0 R/g) ?? []).length;
};
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
/** The embedded fonts' names: a subset of Noto Sans SC is how the CJK descriptions render. */
const fontsOf = (pdf: Buffer) => [
  ...new Set(pdf.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? []),
];

describe('inbound orders: box labels and packing list', () => {
  const t = useTestApp(inboundWorld);

  /** A draft of the company a: lines [product, boxes]; approved by the warehouse when asked. */
  const order = async (lines: [number, number][], approve = true) => {
    const o = await createOrder(
      t.app,
      t.a.token,
      orderBody(
        t.k.warehouseId,
        lines.map(([p, boxes]) => [t.pa[p]!, boxes]),
        { submit: approve },
      ),
    );
    if (approve) {
      const res = await act(t.app, t.k, o.id, 'approve');
      expect(res.statusCode, res.body).toBe(200);
    }
    return o;
  };
  const download = async (fileId: string, token = t.a.token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${fileId}`,
      headers: { token },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };
  const print = (
    path: 'labels' | 'packing-list',
    body: unknown,
    token = t.a.token,
    language: 'zh' | 'en' = 'en',
  ) => call(t.app, token, `inbound-orders/${path}`, body, language);

  it('prints one label page per carton (i of N over all lines) and stores it in the file center', async () => {
    const o = await order([
      [0, 2],
      [1, 3],
    ]);
    const res = bodyOf<InboundPrintResult>(await print('labels', { id: o.id }));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ name: `box-labels-${o.orderNo}.pdf`, pages: 5 });
    const pdf = await download(res.data.fileId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(pdf)).toBe(5);
    expect(fontsOf(pdf).some((f) => f.includes('NotoSansSC'))).toBe(true);
    // The file center lists it under inbound orders.
    const files = bodyOf<{ records: { id: string; module: string }[] }>(
      await call(t.app, t.a.token, 'files/page', { module: 'inbound-orders' }),
    ).data;
    expect(files.records.map((f) => f.id)).toContain(res.data.fileId);
  });

  it('prints the labels of several selected orders in one PDF, and the packing list on A4', async () => {
    const one = await order([[0, 1]]);
    const two = await order([
      [0, 4],
      [1, 1],
    ]);
    const labels = bodyOf<InboundPrintResult>(await print('labels', { ids: [one.id, two.id] })).data;
    expect(labels).toMatchObject({ name: 'box-labels-2.pdf', pages: 6 });
    expect(pagesOf(await download(labels.fileId))).toBe(6);
    const list = bodyOf<InboundPrintResult>(await print('packing-list', { id: two.id })).data;
    expect(list).toMatchObject({ name: `packing-list-${two.orderNo}.pdf`, pages: 1 });
    const pdf = await download(list.fileId);
    expect(pagesOf(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.27');
    // One barcode per line, drawn from the products' own SKUs.
    expect(imagesOf(pdf)).toBe(2);
  });

  it('refuses orders not approved (draft, pending review, rejected, cancelled) naming the order', async () => {
    const draft = await order([[0, 1]], false);
    const refused = await print('labels', { id: draft.id }, t.a.token, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe(`入库单 ${draft.orderNo} 当前状态为「草稿」，审核通过后才能打印`);
    const approved = await order([[0, 1]]);
    const mixed = await print('labels', { ids: [approved.id, draft.id] });
    expect(mixed.statusCode).toBe(409);
    expect(bodyOf(mixed).message).toContain(draft.orderNo);
    const pending = bodyOf<InboundOrder>(
      await call(t.app, t.a.token, 'inbound-orders/submit', { id: draft.id }),
    ).data;
    expect(pending.status).toBe('PENDING_REVIEW');
    expect((await print('packing-list', { id: draft.id })).statusCode).toBe(409);
    await call(t.app, t.a.token, 'inbound-orders/cancel', { id: draft.id });
    expect(bodyOf(await print('labels', { id: draft.id })).message).toContain('"Cancelled"');
    expect(bodyOf(await print('labels', {})).code).not.toBe(0);
  });

  it("answers 404 for another company's order, alone or in a selection", async () => {
    const mine = await order([[0, 1]]);
    expect((await print('labels', { id: mine.id }, t.b.token)).statusCode).toBe(404);
    expect((await print('packing-list', { ids: [mine.id] }, t.b.token)).statusCode).toBe(404);
    expect((await print('labels', { ids: [mine.id, '999999'] })).statusCode).toBe(404);
  });
});

describe('inbound order PDFs (plain data)', () => {
  const sample = (boxes: number[]): PrintOrder => ({
    orderNo: 'IB20300115000001',
    warehouseCode: 'LAX',
    warehouseName: '洛杉矶仓',
    inboundType: '标准入库 Standard',
    headLeg: '海运整柜 Sea freight, full container',
    expectedArrival: '2030-01-15',
    transport: [
      ['柜号 Container no.', 'MSKU1234567'],
      ['柜型 Container type', '40HQ'],
    ],
    remark: '易碎 fragile',
    createdAt: '2030-01-01',
    lines: boxes.map((b, i) => ({
      sku: `SKU-${i}`,
      nameCn: `蓝牙耳机 黑色 ${i}`,
      nameEn: `Bluetooth earbuds ${i}`,
      piecesPerCarton: 40,
      boxes: b,
      quantity: b * 40,
      // 150 g and 10 × 5 × 3 cm (150 cm³ = 150,000,000 cm100³) a piece.
      pieceWeightG: 150,
      pieceVolumeCm100: '150000000',
    })),
  });

  it('numbers cartons over the whole order and continues a long packing list on more pages', async () => {
    expect(cartonCode('IB1', 3)).toBe('IB1-3');
    expect(labelPageCount([sample([2, 3]), sample([1])])).toBe(6);
    const labels = await boxLabelsPdf([sample([2, 1])]);
    expect(pagesOf(labels)).toBe(3);
    expect(imagesOf(labels)).toBe(3);
    const long = await packingListPdf([sample(Array.from({ length: 80 }, () => 1))]);
    expect(pagesOf(long)).toBeGreaterThan(1);
  });

  it("gives each line its SKU's barcode and a carton's weight and volume, and totals them", async () => {
    const order = sample([2, 3]);
    // 40 pieces a carton: 6 kg and 0.006 m³.
    expect(packingRow(order.lines[0]!, 0).cells).toEqual([
      '1',
      'SKU-0',
      '蓝牙耳机 黑色 0',
      'Bluetooth earbuds 0',
      '2',
      '40',
      '80',
      '6.00',
      '0.0060',
    ]);
    // Five cartons in all: 30 kg and 0.03 m³.
    expect(packingTotals(order.lines)).toEqual([
      '',
      '合计 Total: 2 SKU',
      '',
      '',
      '5',
      '',
      '200',
      '30.00',
      '0.0300',
    ]);
    expect(imagesOf(await packingListPdf([order]))).toBe(2);
  });
});
