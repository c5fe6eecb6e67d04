import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  inboundOrderIssues,
  type ContainerType,
  type CreateInboundOrderRequest,
  type HeadLegService,
  type InboundDetail,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import type { PickedProduct } from '../components/sku-picker';

/** A line as the form holds it: the product picked (with what the picker told of it) and the boxes. */
export type LineValue = Partial<PickedProduct> & { boxes?: number | null };

/** The form's values: the request's fields, the lines with what their picker told of the product. */
export type Values = Omit<CreateInboundOrderRequest, 'lines' | 'submit'> & { lines: LineValue[] };

/**
 * The contracts' cross-field rules (`inboundOrderIssues`, the same list the server's schema runs) for
 * the field at `path`: a full container's number and type, ETD ≤ ETA, a SKU once per order.
 */
export const orderRule =
  (...path: (string | number)[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const lines = (getFieldValue('lines') ?? []) as (LineValue | undefined)[];
      const issue = inboundOrderIssues({
        headLeg: getFieldValue('headLeg') as HeadLegService | undefined,
        containerNo: getFieldValue('containerNo') as string | undefined,
        containerType: getFieldValue('containerType') as ContainerType | undefined,
        etd: getFieldValue('etd') as string | undefined,
        eta: getFieldValue('eta') as string | undefined,
        lines: lines.map((l) => ({ productId: l?.productId })),
      }).find((i) => i.path.join('.') === path.join('.'));
      if (issue) throw new Error(i18n.t(`messages:${issue.message}`));
    },
  });

/** A date field kept as `yyyy-mm-dd` in the form, picked with the date picker. */
export const dateProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined),
};

/** The form's start: the order's values when editing, else a standard order with one line. */
export const valuesOf = (d: InboundDetail | null): Partial<Values> =>
  d
    ? {
        warehouseId: d.warehouse.id,
        inboundType: d.inboundType,
        headLeg: d.headLeg,
        expectedArrival: d.expectedArrival,
        containerNo: d.containerNo ?? undefined,
        containerType: d.containerType ?? undefined,
        sealNo: d.sealNo ?? undefined,
        shippingCompany: d.shippingCompany ?? undefined,
        billOfLading: d.billOfLading ?? undefined,
        deliveryNo: d.deliveryNo ?? undefined,
        truckNo: d.truckNo ?? undefined,
        driver: d.driver ?? undefined,
        portOfLoading: d.portOfLoading ?? undefined,
        portOfDestination: d.portOfDestination ?? undefined,
        etd: d.etd ?? undefined,
        eta: d.eta ?? undefined,
        remark: d.remark ?? undefined,
        attachments: {
          cutOff: d.attachments.cutOff.map((f) => f.id),
          customsDeclaration: d.attachments.customsDeclaration.map((f) => f.id),
          clearance: d.attachments.clearance.map((f) => f.id),
        },
        lines: d.lines.map((l) => ({
          productId: l.productId,
          sku: l.sku,
          name: l.nameCn,
          piecesPerCarton: l.piecesPerCarton,
          boxes: l.boxes,
        })),
      }
    : {
        inboundType: 'STANDARD',
        headLeg: 'SEA_FCL',
        attachments: { cutOff: [], customsDeclaration: [], clearance: [] },
        lines: [{ boxes: 1 }],
      };
