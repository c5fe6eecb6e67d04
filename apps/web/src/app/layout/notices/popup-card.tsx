import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Button, Card, Flex, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';

type Props = {
  /** Where it floats; null puts it in the flow of a container (the mobile popup stack). */
  floating: CSSProperties | null;
  /** Its width when floating. */
  width: number;
  /** The icon before the title, in the primary colour. */
  icon: ComponentType<{ style?: CSSProperties }>;
  title: ReactNode;
  role: string;
  /** Its accessible name, when the role wants one. */
  label?: string;
  /** The card's test id; its close button's is `<testId>-close`. */
  testId: string;
  /** What the popup shows (`data-id`), if one record. */
  dataId?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/** A popup card of the layout's corners (a notice, the to-dos): icon and title, a close button, the body. */
export const PopupCard = ({
  floating,
  width,
  icon: Icon,
  title,
  role,
  label,
  testId,
  dataId,
  ...rest
}: Props) => {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      role={role}
      aria-label={label}
      data-testid={testId}
      data-id={dataId}
      title={
        <Flex gap={8} align="center">
          <Icon style={{ color: token.colorPrimary }} />
          {title}
        </Flex>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={rest.closeLabel}
          data-testid={`${testId}-close`}
          onClick={rest.onClose}
        />
      }
      style={{
        ...(floating
          ? { position: 'fixed', width, zIndex: token.zIndexPopupBase - 1, ...floating }
          : { width: '100%' }),
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {rest.children}
    </Card>
  );
};
