import { useTranslation } from 'react-i18next';
import { Col, Form, Row } from 'antd';
import { OUTBOUND_LIMITS, attachmentKindsOf, type OutboundType } from '@oms/contracts';
import { AttachmentsField } from '@/shared/ui/attachments-field';
import { NS } from '../lib/display';

/** The files the type takes: an extra packing list, a label of the customer's own, FBA box labels. */
export const AttachmentFields = ({ type, known }: { type: OutboundType; known: Record<string, string> }) => {
  const { t } = useTranslation(NS);
  const hint = {
    packingList: undefined,
    carrierLabel: t('form.ownLabelHint'),
    fbaBoxLabels: t('form.fbaBoxLabelsHint'),
  };
  return (
    <Row gutter={16}>
      {attachmentKindsOf(type).map((kind) => (
        <Col xs={24} md={8} key={kind}>
          <Form.Item name={['attachments', kind]} label={t(`attachmentKind.${kind}`)} extra={hint[kind]}>
            <AttachmentsField
              ns={NS}
              module="outbound-orders"
              max={OUTBOUND_LIMITS.attachmentsPerKind}
              known={known}
              testId={`outbound-attachments-${kind}`}
              size="small"
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
};
