import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { RELABEL_FILE_MODULE, RELABEL_LIMITS } from '@oms/contracts';
import { AttachmentsField } from '@/shared/ui/attachments-field';
import { NS } from '../lib/display';

/** The new labels the customer supplies: up to RELABEL_LIMITS.labelFiles PDFs or images. */
export const LabelFilesField = ({ known }: { known: Record<string, string> }) => {
  const { t } = useTranslation(NS);
  return (
    <Form.Item
      name="labelFileIds"
      label={t('form.labelFiles')}
      extra={t('form.labelFilesHint', { max: RELABEL_LIMITS.labelFiles })}
    >
      <AttachmentsField
        ns={NS}
        module={RELABEL_FILE_MODULE}
        max={RELABEL_LIMITS.labelFiles}
        known={known}
        testId="relabel-label-files"
        size="small"
      />
    </Form.Item>
  );
};
