import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card, Descriptions, Tag } from 'antd';
import {
  INBOUND_DOCUMENT,
  headLegFieldsOf,
  INBOUND_ATTACHMENT_KINDS,
  MILESTONES,
  type HeadLegField,
  type Milestone,
  type InboundDetail,
  INBOUND_CATALOGUE,
} from '@oms/contracts';
import { FileLinks } from '@/shared/ui/file-links';
import { useFormDialog } from '@/shared/list-page';
import { formatDate } from '@/shared/lib/format';
import { DetailNotice, DocumentDetail, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useInboundDetail } from '../api';
import { BookNext, FeesCard, LinesCard, MilestonesCard } from '../components/detail-sections';
import { InboundFormDrawer } from '../components/inbound-form';
import { useInboundActions } from '../components/use-inbound-actions';
import { MANAGE_PATH, NS } from '../lib/display';
import { catalogueItems } from '@/shared/catalogue/field-text';

/** /order/warehousDetail?id=…: one inbound order, its lines, milestones, fees and timeline. */
const InboundDetailPage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const form = useFormDialog<InboundDetail>(NS, 'inbound');
  const actions = useInboundActions<InboundDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="inbound"
      useDetail={useInboundDetail}
      document={INBOUND_DOCUMENT}
      number={(d) => d.orderNo}
      header={(d) => ({
        extraTags: d.differenceStatus && (
          <Tag
            color={d.differenceStatus === 'UNCONFIRMED' ? 'warning' : 'default'}
            data-testid="inbound-difference-status"
          >
            {t(`differenceStatus.${d.differenceStatus}`)}
          </Tag>
        ),
        actions: actions.buttons(d),
        children: (
          <>
            {d.rejectReason && d.status === 'REJECTED' && (
              <DetailNotice type="error" title={t('detail.rejected')} description={d.rejectReason} />
            )}
            {d.errorReason && d.status === 'HAS_ERROR' && (
              <DetailNotice type="error" title={t('detail.error')} description={d.errorReason} />
            )}
            <BookNext d={d} />
            {d.status === 'WITH_DIFFERENCE' && <DetailNotice type="warning" title={t('detail.difference')} />}
          </>
        ),
      })}
    >
      {(order) => (
        <>
          <Cards d={order} />
          <InboundFormDrawer {...form.dialog} />
          {actions.dialogs}
        </>
      )}
    </DocumentDetail>
  );
};

const Cards = ({ d }: { d: InboundDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const dash = (v: string | null) => v ?? '-';
  const item = catalogueItems(INBOUND_CATALOGUE, d, i18n.language);
  // A milestone's record notes the milestone: shown by its name, never its code.
  const milestoneNote = (note: string) =>
    (MILESTONES as readonly string[]).includes(note) ? t(`milestone.${note as Milestone}`) : note;
  const headLegValue = (f: HeadLegField) =>
    f === 'containerType' ? (d.containerType ? t(`containerType.${d.containerType}`) : '-') : dash(d[f]);

  return (
    <>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('inboundType'),
            item('headLeg'),
            item('warehouse'),
            item('expectedArrival'),
            ...headLegFieldsOf(d.headLeg).map((f) =>
              descriptionItem(f, t(`headLegField.${d.headLeg}.${f}`), headLegValue(f)),
            ),
            item('createdAt', { render: () => `${formatDate(d.createdAt)} · ${d.createdBy ?? '-'}` }),
            item('submittedAt'),
            item('completedAt'),
            ...INBOUND_ATTACHMENT_KINDS.map((kind) =>
              descriptionItem(
                kind,
                t(`attachmentKind.${kind}`),
                <FileLinks files={d.attachments[kind]} testId="inbound-attachment-link" />,
              ),
            ),
            item('remark', { span: 3 }),
          ]}
        />
      </Card>
      <LinesCard d={d} />
      <MilestonesCard d={d} />
      <FeesCard d={d} />
      <Card>
        <OperationTimeline
          ns={NS}
          testId="inbound-timeline"
          operations={d.operations}
          noteText={milestoneNote}
        />
      </Card>
    </>
  );
};

export default InboundDetailPage;
