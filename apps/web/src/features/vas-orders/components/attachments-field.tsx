import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { VAS_FILE_MODULE, VAS_LIMITS } from '@oms/contracts';
import { AttachmentsField } from '@/shared/ui/attachments-field';
import { NS } from '../lib/display';

/** The files the warehouse needs (labels, instructions): up to VAS_LIMITS.attachments PDFs or images. */
export const VasAttachmentsField = ({ known }: { known: Record<string, string> }) => {
  const { t } = useTranslation(NS);
  return (
    <Form.Item
      name="attachmentIds"
      label={t('form.attachments')}
      extra={t('form.attachmentsHint', { max: VAS_LIMITS.attachments })}
    >
      <AttachmentsField
        ns={NS}
        module={VAS_FILE_MODULE}
        max={VAS_LIMITS.attachments}
        known={known}
        testId="vas-attachments"
        size="small"
      />
    </Form.Item>
  );
};
