import {
  APPROVED_STATES,
  CONTAINER_TYPE_LABELS,
  HEAD_LEG_FIELD_LABELS,
  HEAD_LEG_LABELS,
  headLegFieldsOf,
  INBOUND_FILE_MODULE,
  INBOUND_PRINT_LIMITS,
  INBOUND_STATUS_LABELS,
  INBOUND_TYPE_LABELS,
  type InboundPrintRequest,
  type InboundPrintResult,
  type Language,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { allOrNotFound, errors } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';
import { boxLabelsPdf, labelPageCount, packingListPdf, type PrintOrder } from './inbound-orders.print';

export type InboundPrintingDeps = Pick<Deps, 'db'> & { files: FilesService };

const both = (label: { zh: string; en: string }) => `${label.zh} ${label.en}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The printouts of approved orders (any state after review but cancelled and rejected): box labels
 * and packing lists, drawn as PDFs and kept in the file center (module inbound-orders, like product
 * labels), for the browser to open.
 */
export const createInboundPrinting = ({ db, files }: InboundPrintingDeps) => {
  /** The caller's orders of the request in its order, with their lines; 404 for any not its own. */
  const ordersOf = async (auth: AuthContext, input: InboundPrintRequest, language: Language) => {
    const ids = [...new Set((input.ids ?? [input.id!]).map(Number))];
    const rows = allOrNotFound(
      (await Promise.all(ids.map((id) => repo.byId(db, auth.companyId, id)))).flatMap((r) => (r ? [r] : [])),
      ids,
    );
    const refused = rows.find((r) => !APPROVED_STATES.includes(r.status));
    if (refused) {
      throw errors.conflict('inboundOrders.notPrintable', {
        number: refused.orderNo,
        status: INBOUND_STATUS_LABELS[refused.status][language],
      });
    }
    const lines = await repo.lines(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r): PrintOrder => ({
      orderNo: r.orderNo,
      warehouseCode: r.warehouseCode,
      warehouseName: language === 'en' ? r.warehouseNameEn : r.warehouseNameZh,
      inboundType: both(INBOUND_TYPE_LABELS[r.inboundType]),
      headLeg: both(HEAD_LEG_LABELS[r.headLeg]),
      expectedArrival: r.expectedArrival,
      transport: headLegFieldsOf(r.headLeg).map((f) => [
        both(HEAD_LEG_FIELD_LABELS[r.headLeg][f]),
        f === 'containerType' && r.containerType
          ? both(CONTAINER_TYPE_LABELS[r.containerType])
          : (r[f] ?? '-'),
      ]),
      remark: r.remark,
      createdAt: day(r.createdAt),
      lines: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({
          sku: l.sku,
          nameCn: l.nameCn,
          nameEn: l.nameEn,
          piecesPerCarton: l.piecesPerCarton,
          boxes: l.boxes,
          quantity: l.quantity,
          pieceWeightG: l.pieceWeightG,
          pieceVolumeCm100: l.pieceVolumeCm100,
        })),
    }));
  };

  /** Stores the PDF as the caller's export in the file center. */
  const store = async (auth: AuthContext, pdf: Buffer, name: string, pages: number) => {
    const owner = { tenantId: auth.tenantId, companyId: auth.companyId, userId: auth.userId };
    const file = await files.writeReady(
      owner,
      { kind: 'export', module: INBOUND_FILE_MODULE, name },
      'application/pdf',
      pdf,
    );
    return { fileId: String(file.id), name, pages };
  };

  const nameOf = (kind: string, orders: PrintOrder[]) =>
    orders.length === 1 ? `${kind}-${orders[0]!.orderNo}.pdf` : `${kind}-${orders.length}.pdf`;

  return {
    /** One label per carton of each order (refused above INBOUND_PRINT_LIMITS.labelsMax pages). */
    async labels(
      auth: AuthContext,
      input: InboundPrintRequest,
      language: Language,
    ): Promise<InboundPrintResult> {
      const orders = await ordersOf(auth, input, language);
      const pages = labelPageCount(orders);
      if (pages > INBOUND_PRINT_LIMITS.labelsMax) {
        throw errors.conflict('inboundOrders.labelsTooMany', {
          max: INBOUND_PRINT_LIMITS.labelsMax,
          count: pages,
        });
      }
      return store(auth, await boxLabelsPdf(orders), nameOf('box-labels', orders), pages);
    },

    /** The A4 packing list of each order. */
    async packingList(
      auth: AuthContext,
      input: InboundPrintRequest,
      language: Language,
    ): Promise<InboundPrintResult> {
      const orders = await ordersOf(auth, input, language);
      const pdf = await packingListPdf(orders);
      const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      return store(auth, pdf, nameOf('packing-list', orders), pages);
    },
  };
};
export type InboundPrinting = ReturnType<typeof createInboundPrinting>;
