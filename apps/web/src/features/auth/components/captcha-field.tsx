import { useTranslation } from 'react-i18next';
import { Flex, Form, Spin } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { HintInput } from './auth-form';
import { authStyles } from './auth-shell';

type Props = {
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
};

/** The image captcha: the code input with the picture beside it; a click on the picture renews it. */
export const CaptchaField = ({ image, loading, failed, onRefresh }: Props) => {
  const { t } = useTranslation(['auth', 'messages']);
  const title = failed ? t('login.captchaFailed') : t('login.captchaRefresh');
  return (
    <Form.Item required>
      <Flex gap={8}>
        <Form.Item
          name="captchaCode"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('messages:auth.captchaRequired') }]}
        >
          <HintInput
            size="large"
            icon={<SafetyCertificateOutlined />}
            hint={t('login.captchaPlaceholder')}
            autoComplete="off"
            maxLength={10}
          />
        </Form.Item>
        <button
          id="login_captchaImage"
          type="button"
          className={authStyles.captcha}
          title={title}
          aria-label={title}
          onClick={onRefresh}
        >
          {loading && !image ? (
            <Spin size="small" />
          ) : image && !failed ? (
            <img src={image} alt={t('login.captchaAlt')} />
          ) : (
            <span>{t('login.captchaFailed')}</span>
          )}
        </button>
      </Flex>
    </Form.Item>
  );
};
