import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundDetail, OutboundQuote } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { uploadAttachment } from '../claims/claims.test-support';
import { api, keyForTenant } from '../integration/integration.test-support';
import { act, outbound, outboundWorld, parcelBody, type OutboundWorld } from './outbound-orders.test-support';

const FBA = { shipmentId: 'FBA15K7Y2QXZ', warehouseCode: 'ONT8', referenceId: '7Y2QXZ15' };
const none = { packingList: [], carrierLabel: [], fbaBoxLabels: [] };

// The files a customer attaches to an outbound order (issue 24 §1): an extra packing list, a carrier
// label of its own (no shipping fee: the warehouse buys no label) and an FBA transfer's box labels,
// which the warehouse downloads through the integration API.
describe('outbound order attachments', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
  });

  const download = (orderId: string, fileId: string, key = w.k.key) =>
    api(t.app, key, 'GET', `/outbound-orders/${orderId}/files/${fileId}`);
  const detail = async (id: string) => (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id })).data;

  it("keeps an FBA transfer's box labels and own label, which its warehouse alone downloads", async () => {
    const label = await uploadAttachment(t.app, w.a.token, 'pdf');
    const boxes = await uploadAttachment(t.app, w.a.token, 'png');
    const stray = await uploadAttachment(t.app, w.a.token, 'pdf');
    const created = await outbound(t.app, w.a, 'create', {
      type: 'FBA',
      warehouseId: String(w.k.warehouseId),
      lines: [{ kind: 'PRODUCT', id: w.pa[0]!.id, quantity: 2 }],
      fba: FBA,
      attachments: { ...none, carrierLabel: [label], fbaBoxLabels: [boxes, boxes] },
    });
    expect(created.code).toBe(0);
    const d = await detail(created.data.id);
    expect(d.attachments.carrierLabel.map((f) => [f.name, f.mime])).toEqual([
      ['receipt.pdf', 'application/pdf'],
    ]);
    expect(d.attachments.fbaBoxLabels.map((f) => f.id)).toEqual([boxes]);
    expect(d.attachments.packingList).toEqual([]);

    const res = await download(created.data.id, label);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF')).toBe(true);
    // A file of the company that this order does not carry, and another warehouse's key: not found.
    expect((await download(created.data.id, stray)).statusCode).toBe(404);
    const other = await keyForTenant(t.app, w.a.tenantId, 'elsewhere');
    expect((await download(created.data.id, label, other.key)).statusCode).toBe(404);
  });

  it('prices no shipping for a parcel that travels on a label of its own', async () => {
    const label = await uploadAttachment(t.app, w.a.token, 'pdf');
    const body = parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]]);
    const bought = (await outbound<OutboundQuote>(t.app, w.a, 'quote', body)).data;
    expect(bought.lines.map((l) => l.feeType)).toContain('SHIPPING');
    const own = await outbound<OutboundQuote>(t.app, w.a, 'quote', {
      ...body,
      attachments: { ...none, carrierLabel: [label] },
    });
    expect(own.code).toBe(0);
    expect(own.data.lines.map((l) => l.feeType)).toEqual(['OUTBOUND_ORDER', 'OUTBOUND_PIECE']);
    expect(own.data.service).toBeNull();
  });

  it("refuses box labels on a parcel, another company's file, a spreadsheet and a sixth file, writing nothing", async () => {
    const before = (await outbound<{ total: number }>(t.app, w.a, 'page', { current: 1, size: 1 })).data
      .total;
    const mine = await uploadAttachment(t.app, w.a.token, 'png');
    const theirs = await uploadAttachment(t.app, w.b.token, 'png');
    const body = (attachments: object) =>
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { attachments: { ...none, ...attachments } });

    const boxes = await outbound(t.app, w.a, 'create', body({ fbaBoxLabels: [mine] }));
    expect([boxes.code, boxes.message]).toEqual([422, 'FBA box labels go with FBA transfers only']);
    const stranger = await outbound(t.app, w.a, 'create', body({ packingList: [theirs] }));
    expect(stranger.code).toBe(422);
    expect(stranger.message).toMatch(/not uploaded by your company/);
    // A spreadsheet is an upload of the company too, but a warehouse prints images and PDFs only.
    const sheet = await uploadAttachment(t.app, w.a.token, 'xls');
    const notPrintable = await outbound(t.app, w.a, 'create', body({ packingList: [sheet] }));
    expect([notPrintable.code, notPrintable.message]).toEqual([422, stranger.message]);
    const six = await outbound(t.app, w.a, 'create', body({ packingList: Array(6).fill(mine) }));
    expect([six.code, six.message]).toEqual([422, 'Attach at most 5 files of each kind']);
    expect((await outbound<{ total: number }>(t.app, w.a, 'page', { current: 1, size: 1 })).data.total).toBe(
      before,
    );
  });

  it('keeps the label the warehouse sends with each parcel, checked as a PDF, for the customer to download', async () => {
    const order = (
      await outbound(t.app, w.a, 'create', { ...parcelBody(w.k.warehouseId, [[w.pa[1]!, 1]]), submit: true })
    ).data;
    await act(t.app, w.k, order.id, 'start');
    const parcel = { carrier: 'Carrier A', trackingNo: 'LBL0000000001', weightKg: '0.4' };
    const notPdf = await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ ...parcel, labelPdf: Buffer.from('GIF89a not a label').toString('base64') }],
    });
    expect([notPdf.statusCode, (notPdf.json() as { message: string }).message]).toEqual([
      422,
      'A label is a PDF in base64',
    ]);
    expect((await detail(order.id)).status).toBe('PROCESSING');

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const shipped = await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ ...parcel, labelPdf: pdf.toString('base64') }],
    });
    expect(shipped.statusCode).toBe(200);
    const [sent] = (await detail(order.id)).shipments;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${sent!.labelFileId}`,
      headers: { token: w.a.token },
    });
    expect([download.statusCode, download.rawPayload.equals(pdf)]).toEqual([200, true]);
    expect(download.headers['content-disposition']).toContain('label-LBL0000000001.pdf');
  });

  it('lets go of a file an edit removes and of every file of a deleted draft', async () => {
    const first = await uploadAttachment(t.app, w.a.token, 'pdf');
    const second = await uploadAttachment(t.app, w.a.token, 'png');
    const body = (packingList: string[]) =>
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { attachments: { ...none, packingList } });
    const draft = (await outbound(t.app, w.a, 'create', body([first]))).data;
    expect((await download(draft.id, first)).statusCode).toBe(200);

    const edited = await outbound(t.app, w.a, 'update', { ...body([second]), id: draft.id });
    expect(edited.code).toBe(0);
    expect((await detail(draft.id)).attachments.packingList.map((f) => f.name)).toEqual(['damage.png']);
    expect((await download(draft.id, first)).statusCode).toBe(404);
    expect((await download(draft.id, second)).statusCode).toBe(200);

    // A file let go of is an ordinary upload again: it expires like any other (the file center says so).
    const expiry = async (id: string) =>
      bodyOf<{ records: { id: string; expiresAt: string | null }[] }>(
        await call(t.app, w.a.token, 'files/page', { current: 1, size: 100 }),
      ).data.records.find((f) => f.id === id)?.expiresAt;
    expect(await expiry(first)).not.toBeNull();
    expect(await expiry(second)).toBeNull();
    const deleted = await outbound(t.app, w.a, 'delete', { ids: [draft.id], reason: 'not needed' });
    expect(deleted.code).toBe(0);
    expect(await expiry(second)).not.toBeNull();
  });
});
