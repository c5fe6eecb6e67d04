import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { emailSchema, LIMITS, phoneSchema, type SecurityChannel } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';

type Props = {
  /** Which one, also the field's name (`phone` or `email`). */
  channel: SecurityChannel;
  label?: ReactNode;
  placeholder: string;
  /** The placeholder is the field's accessible name too (a form without labels). */
  named?: boolean;
};

/** A phone or e-mail field: its rule, icon, keyboard, autocomplete and length. */
export const ContactField = ({ channel, label, placeholder, named }: Props) => {
  const common = { placeholder, 'aria-label': named ? placeholder : undefined };
  return (
    <Form.Item
      name={channel}
      label={label}
      rules={[zodRule(channel === 'phone' ? phoneSchema : emailSchema)]}
    >
      {channel === 'phone' ? (
        <Input
          prefix={<MobileOutlined />}
          {...common}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={LIMITS.phoneDigits}
        />
      ) : (
        <Input prefix={<MailOutlined />} {...common} autoComplete="email" maxLength={254} />
      )}
    </Form.Item>
  );
};
