import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, Descriptions, Tag } from 'antd';
import {
  OUTBOUND_CATALOGUE,
  OUTBOUND_DOCUMENT,
  OUTBOUND_ERROR_REASONS,
  OUTBOUND_PROGRESS,
  type OutboundDetail,
  type OutboundErrorReason,
  type OutboundProgress,
} from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { useFormDialog } from '@/shared/list-page';
import { formatDate } from '@/shared/lib/format';
import { DetailNotice, DocumentDetail, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useOutboundDetail } from '../api';
import {
  AttachmentsCard,
  EstimateCard,
  FeesCard,
  LinesCard,
  ProgressSteps,
  RecipientCard,
  ShipmentsCard,
} from '../components/detail-sections';
import { OutboundFormDrawer } from '../components/outbound-form';
import { useOutboundActions } from '../components/use-outbound-actions';
import { MANAGE_PATH, NS, RECHARGE_PATH } from '../lib/display';

/** /order/outWarehouseDetail?id=…: one outbound order, its lines, price, parcels, fees and timeline. */
const OutboundDetailPage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const form = useFormDialog<OutboundDetail>(NS, 'outbound');
  const actions = useOutboundActions<OutboundDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="outbound"
      useDetail={useOutboundDetail}
      document={OUTBOUND_DOCUMENT}
      number={(d) => d.orderNo}
      header={(d) => ({
        extraTags: d.interception && (
          <Tag color={d.interception === 'REFUSED' ? 'error' : 'warning'} data-testid="outbound-interception">
            {t(`interception.${d.interception}`)}
          </Tag>
        ),
        actions: actions.buttons(d),
        children: <Notices d={d} />,
      })}
    >
      {(order) => (
        <>
          <Cards d={order} />
          <OutboundFormDrawer {...form.dialog} />
          {actions.dialogs}
        </>
      )}
    </DocumentDetail>
  );
};

/** Why the order waits or stopped, and what the customer can do about it. */
const Notices = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <>
      {d.status === 'ON_HOLD' && (
        <DetailNotice
          type="warning"
          title={t('detail.onHold', { reasons: d.holdReasons.map((h) => t(`holdReason.${h}`)).join(', ') })}
          testId="outbound-hold-notice"
          description={
            d.holdReasons.includes('BALANCE') && (
              <>
                {t('detail.balanceHint')}{' '}
                <Link to={RECHARGE_PATH} data-testid="outbound-recharge">
                  {t('detail.recharge')}
                </Link>
              </>
            )
          }
        />
      )}
      {d.status === 'HAS_ERROR' && d.errorReason && (
        <DetailNotice
          type="error"
          testId="outbound-error-notice"
          title={t('detail.error', { reason: t(`errorReason.${d.errorReason}`) })}
          description={d.errorNote ?? t('detail.errorHint')}
        />
      )}
      {d.interception === 'REFUSED' && d.status === 'PROCESSING' && (
        <DetailNotice type="warning" title={t('detail.interceptionRefused')} />
      )}
    </>
  );
};

const Cards = ({ d }: { d: OutboundDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(OUTBOUND_CATALOGUE, d, i18n.language);
  const o = d.options;
  const yes = (v: boolean) => (v ? t('form.yes') : t('form.no'));
  // A record's note that is a code (a progress step, an error reason) reads as its name.
  const noteText = (note: string) =>
    (OUTBOUND_PROGRESS as readonly string[]).includes(note)
      ? t(`progress.${note as OutboundProgress}`)
      : (OUTBOUND_ERROR_REASONS as readonly string[]).includes(note)
        ? t(`errorReason.${note as OutboundErrorReason}`)
        : note;
  type OptionKey =
    | 'suggestedPackaging'
    | 'actualPackaging'
    | 'signature'
    | 'ageCheck'
    | 'insuredAmount'
    | 'shortageAllowed'
    | 'expedited'
    | 'customsTerms'
    | 'iossNumber'
    | 'truck'
    | 'appointmentAt'
    | 'fbaShipmentId'
    | 'fbaWarehouseCode'
    | 'fbaReferenceId'
    | 'pickupPerson'
    | 'vehicle';
  const option = (key: OptionKey, value: string | null | undefined) =>
    descriptionItem(key, t(`form.${key}`), value || '-');
  return (
    <>
      {['PROCESSING', 'SHIPPED'].includes(d.status) && <ProgressSteps d={d} />}
      <Card title={t('detail.basic')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('type'),
            item('warehouse'),
            item('referenceNo'),
            item('serviceCode'),
            item('totalQuantity'),
            item('createdAt', { render: () => `${formatDate(d.createdAt)} · ${d.createdBy || '-'}` }),
            item('submittedAt'),
            item('shippedAt'),
            item('deliveredAt'),
            option('suggestedPackaging', o.suggestedPackaging && t(`packaging.${o.suggestedPackaging}`)),
            option('actualPackaging', o.actualPackaging && t(`packaging.${o.actualPackaging}`)),
            option('signature', t(`signature.${o.signature}`)),
            option('ageCheck', t(`ageCheck.${o.ageCheck}`)),
            option('insuredAmount', o.insuredAmount),
            option('shortageAllowed', yes(o.shortageAllowed)),
            option('expedited', yes(o.expedited)),
            ...(o.customsTerms ? [option('customsTerms', t(`customsTerms.${o.customsTerms}`))] : []),
            ...(o.iossNumber ? [option('iossNumber', o.iossNumber)] : []),
            ...(o.truck
              ? [
                  option(
                    'truck',
                    t('detail.truckText', {
                      mode: t(`truckMode.${o.truck.mode}`),
                      pallets: o.truck.pallets,
                      liftgate: o.truck.liftgate ? t('form.liftgate') : '',
                    }),
                  ),
                  option('appointmentAt', o.truck.appointmentAt && formatDate(o.truck.appointmentAt)),
                ]
              : []),
            ...(o.fba
              ? [
                  option('fbaShipmentId', o.fba.shipmentId),
                  option('fbaWarehouseCode', o.fba.warehouseCode),
                  option('fbaReferenceId', o.fba.referenceId),
                ]
              : []),
            ...(o.pickup
              ? [
                  option('pickupPerson', o.pickup.person),
                  option('vehicle', o.pickup.vehicle),
                  option('appointmentAt', formatDate(o.pickup.appointmentAt)),
                ]
              : []),
            descriptionItem('remark', t('fields.remark'), o.remark ?? '-', 3),
          ]}
        />
      </Card>
      <RecipientCard d={d} />
      <LinesCard d={d} />
      <AttachmentsCard d={d} />
      <EstimateCard d={d} />
      <ShipmentsCard d={d} />
      <FeesCard d={d} />
      <Card>
        <OperationTimeline ns={NS} testId="outbound-timeline" operations={d.operations} noteText={noteText} />
      </Card>
    </>
  );
};

export default OutboundDetailPage;
