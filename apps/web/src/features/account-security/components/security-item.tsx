import type { ReactNode } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';

type Props = {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Shown as a tag beside the title: green when done, orange when something is missing. */
  status: { text: string; ok: boolean };
  action?: ReactNode;
  testId: string;
};

/** One row of the security settings: what it is, its state, and the button that changes it. */
export const SecurityItem = ({ icon, title, description, status, action, testId }: Props) => {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={16} wrap="wrap" style={{ padding: '16px 0' }} data-testid={testId}>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          fontSize: 20,
          flex: '0 0 44px',
          color: token.colorPrimary,
          background: token.colorPrimaryBg,
        }}
      >
        {icon}
      </Flex>
      <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Flex align="center" gap={8}>
          <Typography.Text strong>{title}</Typography.Text>
          <Tag color={status.ok ? 'success' : 'warning'} variant="filled">
            {status.text}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
      {action}
    </Flex>
  );
};
