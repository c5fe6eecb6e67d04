import type { ReactNode } from 'react';
import { Tag } from 'antd';
import {
  AlertOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  RollbackOutlined,
  SendOutlined,
  ShopOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { TRACKING_STATUS_LOOK, type TrackingStatus } from '@oms/contracts';

const ICONS: Record<(typeof TRACKING_STATUS_LOOK)[TrackingStatus]['icon'], ReactNode> = {
  clock: <ClockCircleOutlined />,
  file: <FileTextOutlined />,
  truck: <CarOutlined />,
  send: <SendOutlined />,
  shop: <ShopOutlined />,
  warning: <WarningOutlined />,
  check: <CheckCircleOutlined />,
  alert: <AlertOutlined />,
  rollback: <RollbackOutlined />,
  stop: <StopOutlined />,
};

/** A parcel's normalised tracking status: its colour and icon (contracts TRACKING_STATUS_LOOK), its name. */
export const TrackingTag = ({
  status,
  children,
  testId,
}: {
  status: TrackingStatus;
  children: ReactNode;
  testId?: string;
}) => (
  <Tag
    color={TRACKING_STATUS_LOOK[status].color}
    icon={ICONS[TRACKING_STATUS_LOOK[status].icon]}
    data-testid={testId}
    data-status={status}
  >
    {children}
  </Tag>
);
