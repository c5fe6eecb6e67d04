import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Card, Descriptions, Space, Tag } from 'antd';
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
import { openFile } from '@/shared/api/files';
import { useFormDialog } from '@/shared/list-page';
import { formatDate } from '@/shared/lib/format';
import { DetailGate, DocumentHeader, useIdParam, DetailBody, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useInboundDetail } from '../api';
import { BookNext, FeesCard, LinesCard, MilestonesCard } from '../components/detail-sections';
import { InboundFormDrawer } from '../components/inbound-form';
import { useInboundActions } from '../components/use-inbound-actions';
import { MANAGE_PATH, NS } from '../lib/display';
import { catalogueItems } from '@/shared/catalogue/field-text';

/** /order/warehousDetail?id=…: one inbound order, its lines, milestones, fees and timeline. */
const InboundDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="inbound" id={id} query={useInboundDetail(id)}>
      {(order) => <Detail d={order} />}
    </DetailGate>
  );
};

const Detail = ({ d }: { d: InboundDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const form = useFormDialog<InboundDetail>(NS, 'inbound');
  const actions = useInboundActions<InboundDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  const dash = (v: string | null) => v ?? '-';
  const item = catalogueItems(INBOUND_CATALOGUE, d, i18n.language);
  // A milestone's record notes the milestone: shown by its name, never its code.
  const milestoneNote = (note: string) =>
    (MILESTONES as readonly string[]).includes(note) ? t(`milestone.${note as Milestone}`) : note;
  const headLegValue = (f: HeadLegField) =>
    f === 'containerType' ? (d.containerType ? t(`containerType.${d.containerType}`) : '-') : dash(d[f]);

  return (
    <DetailBody testId="inbound-detail" status={d.status}>
      <DocumentHeader
        document={INBOUND_DOCUMENT}
        number={d.orderNo}
        status={d.status}
        statusText={t(`status.${d.status}`)}
        testId="inbound"
        extraTags={
          d.differenceStatus && (
            <Tag
              color={d.differenceStatus === 'UNCONFIRMED' ? 'warning' : 'default'}
              data-testid="inbound-difference-status"
            >
              {t(`differenceStatus.${d.differenceStatus}`)}
            </Tag>
          )
        }
        actions={actions.buttons(d)}
      >
        {d.rejectReason && d.status === 'REJECTED' && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={t('detail.rejected')}
            description={d.rejectReason}
          />
        )}
        {d.errorReason && d.status === 'HAS_ERROR' && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={t('detail.error')}
            description={d.errorReason}
          />
        )}
        <BookNext d={d} />
        {d.status === 'WITH_DIFFERENCE' && (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('detail.difference')} />
        )}
      </DocumentHeader>
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
                d.attachments[kind].length === 0 ? (
                  '-'
                ) : (
                  <Space wrap>
                    {d.attachments[kind].map((f) => (
                      <a key={f.id} onClick={() => void openFile(f.id)} data-testid="inbound-attachment-link">
                        {f.name}
                      </a>
                    ))}
                  </Space>
                ),
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
      <InboundFormDrawer {...form.dialog} />
      {actions.dialogs}
    </DetailBody>
  );
};

export default InboundDetailPage;
