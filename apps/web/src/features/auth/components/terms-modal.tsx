import { useTranslation } from 'react-i18next';
import { Button, Modal, Typography } from 'antd';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const;

/** The terms of service; "agree" ticks the registration checkbox for the user. */
export const TermsModal = ({
  open,
  onClose,
  onAgree,
}: {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}) => {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      title={t('terms.title')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('terms.close')}
        </Button>,
        <Button key="agree" id="register_termsAgree" type="primary" onClick={onAgree}>
          {t('terms.agree')}
        </Button>,
      ]}
    >
      <Typography>
        {PARAGRAPHS.map((p) => (
          <Typography.Paragraph key={p}>{t(`terms.${p}`)}</Typography.Paragraph>
        ))}
      </Typography>
    </Modal>
  );
};
