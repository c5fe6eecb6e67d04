import {
  AGE_CHECK_LABELS,
  OUTBOUND_FILE_MODULE,
  OUTBOUND_TYPE_LABELS,
  PACKAGING_LABELS,
  SIGNATURE_LABELS,
  countryText,
  isCountryCode,
  type OutboundPrintResult,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { allOrNotFound } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import { packingListPdf, type PackingOrder } from './outbound-orders.print';
import { outboundOrdersRepository as repo, type OutboundListRow } from './outbound-orders.repository';

const both = (label: { zh: string; en: string }) => `${label.zh} ${label.en}`;

/** The packing lists of the company's orders, drawn as one PDF and kept in the file center. */
export const createOutboundPrinting = ({ db, files }: Pick<Deps, 'db'> & { files: FilesService }) => {
  const packingOf = async (row: OutboundListRow): Promise<PackingOrder> => {
    const [lines, items] = await Promise.all([repo.lines(db, row.id), repo.items(db, [row.id])]);
    const combos = lines.flatMap((l) => (l.combinationId ? [l.combinationId] : []));
    const components = await repo.componentsOf(db, row.companyId, combos);
    const r = row.recipient;
    const o = row.options;
    return {
      orderNo: row.orderNo,
      referenceNo: row.referenceNo,
      type: both(OUTBOUND_TYPE_LABELS[row.type]),
      warehouse: `${row.warehouseCode} ${row.warehouseNameZh}`,
      service: row.estimate?.service ? `${row.estimate.service.name}` : row.serviceCode,
      shipTo: r
        ? [
            r.name,
            ...(r.company ? [r.company] : []),
            r.address,
            [r.city, r.state, r.postalCode].filter(Boolean).join(', '),
            isCountryCode(r.country) ? countryText(r.country, 'en') : r.country,
            r.phone,
          ]
        : ['-'],
      options: [
        ...(o.suggestedPackaging
          ? [['建议包装 Packaging', both(PACKAGING_LABELS[o.suggestedPackaging])] as [string, string]]
          : []),
        ...(o.signature !== 'NONE'
          ? [['签名 Signature', both(SIGNATURE_LABELS[o.signature])] as [string, string]]
          : []),
        ...(o.ageCheck !== 'NONE'
          ? [['验龄 Age check', both(AGE_CHECK_LABELS[o.ageCheck])] as [string, string]]
          : []),
      ],
      remark: row.remark,
      createdAt: row.createdAt.toISOString().slice(0, 10),
      lines: items.map((i) => {
        const from = [
          ...new Set(
            components
              .filter((c) => c.productId === i.productId)
              .map((c) => lines.find((l) => l.combinationId === c.combinationId)?.combinationName ?? ''),
          ),
        ].filter(Boolean);
        return {
          sku: i.sku,
          nameCn: i.nameCn,
          nameEn: i.nameEn,
          quantity: i.quantity,
          from: from.length > 0 ? `组合 Set: ${from.join(', ')}` : null,
        };
      }),
    };
  };

  return {
    /** One A4 packing list per selected order, in the selection's order (404 for any not the company's). */
    async packingList(auth: AuthContext, ids: string[]): Promise<OutboundPrintResult> {
      const unique = [...new Set(ids.map(Number))];
      const rows = allOrNotFound(
        (await Promise.all(unique.map((id) => repo.byId(db, auth.companyId, id)))).flatMap((r) =>
          r ? [r] : [],
        ),
        unique,
      );
      const orders = await Promise.all(rows.map(packingOf));
      const pdf = await packingListPdf(orders);
      const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      const name =
        orders.length === 1 ? `packing-list-${orders[0]!.orderNo}.pdf` : `packing-lists-${orders.length}.pdf`;
      const file = await files.writeReady(
        { tenantId: auth.tenantId, companyId: auth.companyId, userId: auth.userId },
        { kind: 'export', module: OUTBOUND_FILE_MODULE, name },
        'application/pdf',
        pdf,
      );
      return { fileId: String(file.id), name, pages };
    },
  };
};
export type OutboundPrinting = ReturnType<typeof createOutboundPrinting>;
