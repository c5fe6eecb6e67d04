import { Button, Flex, Form, Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LIMITS, verifyCodeSchema } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';

type Props = {
  /** Shown above the input; the placeholder names the input for assistive technology either way. */
  label?: string;
  placeholder: string;
  buttonId: string;
  buttonWidth: number;
  /** The button's text: "send code", or the wait before a resend while `secondsLeft` counts down. */
  buttonText: (secondsLeft: number) => string;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
};

/** The `verifyCode` field with its "send code" button, which stays disabled until a resend is allowed. */
export const SendCodeField = ({
  label,
  placeholder,
  buttonId,
  buttonWidth,
  buttonText,
  secondsLeft,
  sending,
  onSend,
}: Props) => (
  <Form.Item label={label} required>
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
        id={buttonId}
        style={{ flex: `0 0 ${buttonWidth}px` }}
        disabled={secondsLeft > 0}
        loading={sending}
        onClick={onSend}
      >
        {buttonText(secondsLeft)}
      </Button>
    </Flex>
  </Form.Item>
);
