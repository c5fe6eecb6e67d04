import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LIMITS, verifyCodeSchema } from '@oms/contracts';
import { zodRule } from '../../../shared/lib/zod-rule';

type Props = { secondsLeft: number; sending: boolean; onSend: () => void };

/** The e-mailed or texted code, with the "send code" button that counts down before a resend. */
export const VerifyCodeField = ({ secondsLeft, sending, onSend }: Props) => {
  const { t } = useTranslation('auth');
  const placeholder = t('register.codePlaceholder', { digits: LIMITS.verifyCodeDigits });
  return (
    <Form.Item required>
      <Flex gap={8}>
        <Form.Item name="verifyCode" noStyle rules={[zodRule(verifyCodeSchema)]}>
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder={placeholder}
            aria-label={placeholder}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.verifyCodeDigits}
          />
        </Form.Item>
        <Button
          id="register_sendCode"
          style={{ flex: '0 0 140px' }}
          disabled={secondsLeft > 0}
          loading={sending}
          onClick={onSend}
        >
          {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.sendCode')}
        </Button>
      </Flex>
    </Form.Item>
  );
};
